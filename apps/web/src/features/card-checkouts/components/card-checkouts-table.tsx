import { CARD_CHECKOUT_STATUSES, type CardCheckoutStatus } from '@aidat/shared';
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { Pager } from '../../../components/ui/pager';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states';
import { formatDate, formatMoney } from '../../../lib/format';
import { useCardCheckouts } from '../api/get-card-checkouts';
import { CARD_CHECKOUTS_TEXTS as T } from '../messages';

const TONE = { pending: 'info', succeeded: 'success', failed: 'danger', expired: 'secondary' } as const;

/** The site's card checkouts, newest first, filtered by status; one whose paid amount differed is flagged. */
export function CardCheckoutsTable({ siteId }: { siteId: number }) {
  const [status, setStatus] = useState<CardCheckoutStatus | ''>('');
  const [page, setPage] = useState(1);
  const list = useCardCheckouts(siteId, status, page);
  return (
    <>
      <Form.Group controlId={`card-status-${siteId}`} className="mb-2" style={{ maxWidth: '16rem' }}>
        <Form.Label>{T.status}</Form.Label>
        <Form.Select
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as CardCheckoutStatus | '');
            setPage(1);
          }}
        >
          <option value="">{T.allStatuses}</option>
          {CARD_CHECKOUT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {T.statuses[s]}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState text={T.listLoadFailed} onRetry={() => void list.refetch()} />
      ) : list.data.data.length === 0 ? (
        <EmptyState text={T.none} />
      ) : (
        <>
          <Table responsive hover size="sm" aria-label={T.tableLabel} className="align-middle">
            <thead>
              <tr>
                <th>{T.colDate}</th>
                <th>{T.colUnit}</th>
                <th>{T.colPayer}</th>
                <th>{T.colOrder}</th>
                <th className="text-end">{T.colAmount}</th>
                <th className="text-end">{T.colCommission}</th>
                <th>{T.colStatus}</th>
                <th>{T.colReceipts}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.data.map((c) => (
                <tr key={c.id} data-testid="card-checkout-row">
                  <td className="text-nowrap">{formatDate(c.createdAt)}</td>
                  <td>{c.unitLabel}</td>
                  <td>{c.payerName ?? '-'}</td>
                  <td className="small text-break">{c.orderId}</td>
                  <td className="text-end text-nowrap">{formatMoney(c.amount)}</td>
                  <td className="text-end text-nowrap">{c.commission === null ? '-' : formatMoney(c.commission)}</td>
                  <td>
                    <span className={`badge text-bg-${TONE[c.status]}`}>{T.statuses[c.status]}</span>
                    {c.flagged ? (
                      <span
                        className="badge text-bg-warning ms-1"
                        title={T.flaggedHint(c.paidAmount === null ? '-' : formatMoney(c.paidAmount))}
                      >
                        {T.flagged}
                      </span>
                    ) : null}
                  </td>
                  <td className="small">{c.receiptNos.join(', ') || '-'}</td>
                </tr>
              ))}
            </tbody>
          </Table>
          <Pager page={list.data.page} totalPages={list.data.totalPages} onPage={setPage} labels={T} />
        </>
      )}
    </>
  );
}
