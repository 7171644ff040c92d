import { type LedgerEntryDto, REVERSAL_REASON_MAX } from '@aidat/shared';
import { type FormEvent, useId, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import ListGroup from 'react-bootstrap/ListGroup';
import { DateText } from '../../../components/ui/date-text';
import { apiPaths } from '../../../config/paths';
import { Money } from '../../../components/ui/money';
import { useToast } from '../../../components/ui/toast/use-toast';
import { balanceEffect } from '../../../lib/ledger';
import { useIdempotentSubmit } from '../../../lib/use-idempotent-submit';
import { MESSAGES, SITE_ADMIN_SCREEN_TEXTS as T } from '../messages';
import { useReverseTransaction } from '../api/reverse-transaction';
import { SubmitLabel } from '../../../components/ui/submit-label';

export interface LedgerEntryItemProps {
  entry: LedgerEntryDto;
  siteId: number;
  reversing: boolean;
  onReverseOpen: () => void;
  onReverseClose: () => void;
}

/** One ledger line; an entry not yet reversed can be reversed with a reason. */
export function LedgerEntryItem({ entry, siteId, reversing, onReverseOpen, onReverseClose }: LedgerEntryItemProps) {
  const [reason, setReason] = useState('');
  const reverse = useReverseTransaction(siteId, entry.unitId);
  const once = useIdempotentSubmit();
  const toast = useToast();
  const reasonId = useId();
  const reversible = !entry.reversed && entry.reversesId === null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const payload = { id: entry.id, reason };
    try {
      if (!(await once(payload, (idempotencyKey) => reverse.mutateAsync({ payload, idempotencyKey })))) return;
      toast.success(T.reversed);
      onReverseClose();
    } catch {
      // The API client has shown the server's reason.
    }
  };

  return (
    <ListGroup.Item className="px-0" data-testid="ledger-entry">
      <div className="d-flex flex-wrap justify-content-between gap-2">
        <div className="me-auto" style={{ minWidth: 0 }}>
          <div className="text-break">{entry.description}</div>
          <div className="small text-body-secondary">
            <DateText value={entry.date} format="date" /> • {T.typeLabels[entry.type]} • {T.createdBy(entry.createdBy)}
          </div>
          {entry.receiptNo ? (
            // The PDF opens in a new tab: the browser's own viewer, never an iframe of ours.
            <a
              href={apiPaths.siteAdmin.paymentReceipt(entry.id)}
              target="_blank"
              rel="noopener"
              className="small me-2"
              aria-label={T.receiptOf(entry.receiptNo)}
              data-testid="receipt-link"
            >
              <i className="bi bi-receipt me-1" aria-hidden="true" />
              {T.receipt} {entry.receiptNo}
            </a>
          ) : null}
          {entry.reversed ? <Badge bg="secondary">{T.reversedBadge}</Badge> : null}
          {entry.reversesId !== null ? (
            <Badge bg="warning" text="dark">
              {T.reversalBadge}
            </Badge>
          ) : null}
        </div>
        <div className="text-end">
          <Money value={balanceEffect(entry)} />
          {reversible && !reversing ? (
            <div>
              <Button
                variant="link"
                size="sm"
                className="p-0 text-danger"
                onClick={onReverseOpen}
                aria-label={T.reverseOf(entry.description)}
              >
                {T.reverse}
              </Button>
            </div>
          ) : null}
        </div>
      </div>
      {reversing ? (
        <Form onSubmit={submit} noValidate className="mt-2">
          <Form.Label htmlFor={reasonId} className="small mb-1">
            {T.reason}
          </Form.Label>
          <InputGroup size="sm">
            <Form.Control
              id={reasonId}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              maxLength={REVERSAL_REASON_MAX}
              autoFocus
            />
            <Button type="submit" variant="danger" disabled={reverse.isPending}>
              <SubmitLabel busy={reverse.isPending}>{T.confirmReverse}</SubmitLabel>
            </Button>
            <Button variant="outline-secondary" onClick={onReverseClose} disabled={reverse.isPending}>
              {MESSAGES.common.cancel}
            </Button>
          </InputGroup>
        </Form>
      ) : null}
    </ListGroup.Item>
  );
}
