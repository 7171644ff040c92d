import type { UnitDetailTransaction } from '@aidat/shared';
import { useId, useState } from 'react';
import Accordion from 'react-bootstrap/Accordion';
import ListGroup from 'react-bootstrap/ListGroup';
import { DateText } from '../../../components/ui/date-text';
import { Money } from '../../../components/ui/money';
import { todayInput } from '../../../lib/day-input';
import { DOCUMENT_PATHS } from '../api/document-paths';
import { UNIT_DETAIL_TEXTS } from '../messages-unit-detail';

/** The payments that have a receipt, newest first as the ledger gives them. */
export const receiptsOf = (transactions: UnitDetailTransaction[]) => transactions.filter((t) => t.receiptNo !== null);

/** 'Makbuzlarım': every payment's tahsilat makbuzu as a PDF link (PRODUCT.md §11). */
export function ReceiptsSection({ transactions }: { transactions: UnitDetailTransaction[] }) {
  const receipts = receiptsOf(transactions);
  return (
    <Accordion.Item eventKey="receipts" data-testid="receipts-section">
      <Accordion.Header as="h2">
        <span className="fw-semibold">{UNIT_DETAIL_TEXTS.receipts}</span>
      </Accordion.Header>
      <Accordion.Body className="py-2">
        {receipts.length === 0 ? (
          <p className="text-body-secondary mb-0 py-2">{UNIT_DETAIL_TEXTS.noReceipts}</p>
        ) : (
          <ListGroup variant="flush">
            {receipts.map((t) => (
              <ListGroup.Item key={t.id} className="d-flex justify-content-between align-items-center gap-2 px-0">
                <div className="min-w-0">
                  <a href={DOCUMENT_PATHS.paymentReceipt(t.id)} target="_blank" rel="noopener">
                    <i className="bi bi-file-earmark-pdf me-1" aria-hidden="true" />
                    {UNIT_DETAIL_TEXTS.receiptLink(t.receiptNo ?? '')}
                  </a>
                  <div className="small text-body-secondary">
                    <DateText value={t.date} format="date" /> • {t.description}
                  </div>
                </div>
                <Money value={t.amount} className="fw-semibold" />
              </ListGroup.Item>
            ))}
          </ListGroup>
        )}
      </Accordion.Body>
    </Accordion.Item>
  );
}

/** 'Ekstre indir': the unit's account statement for a range, this year so far by default. */
export function StatementDownload({ unitId }: { unitId: number }) {
  const today = todayInput();
  const [from, setFrom] = useState(`${today.slice(0, 4)}-01-01`);
  const [to, setTo] = useState(today);
  const id = useId();
  const valid = from !== '' && to !== '' && from <= to;
  return (
    <div className="card shadow-sm mt-3">
      <div className="card-body">
        <h2 className="h6 fw-semibold">{UNIT_DETAIL_TEXTS.statement}</h2>
        <div className="row g-2 align-items-end">
          <div className="col-6 col-sm-4">
            <label className="form-label small mb-1" htmlFor={`${id}-from`}>
              {UNIT_DETAIL_TEXTS.statementFrom}
            </label>
            <input
              id={`${id}-from`}
              type="date"
              className="form-control"
              value={from}
              max={to || undefined}
              onChange={(e) => setFrom(e.target.value)}
            />
          </div>
          <div className="col-6 col-sm-4">
            <label className="form-label small mb-1" htmlFor={`${id}-to`}>
              {UNIT_DETAIL_TEXTS.statementTo}
            </label>
            <input
              id={`${id}-to`}
              type="date"
              className="form-control"
              value={to}
              min={from || undefined}
              onChange={(e) => setTo(e.target.value)}
            />
          </div>
          <div className="col-12 col-sm-4">
            {valid ? (
              <a
                className="btn btn-outline-primary w-100"
                href={DOCUMENT_PATHS.unitStatement(unitId, from, to)}
                target="_blank"
                rel="noopener"
              >
                <i className="bi bi-download me-1" aria-hidden="true" />
                {UNIT_DETAIL_TEXTS.statement}
              </a>
            ) : (
              <p className="text-danger small mb-0" role="alert">
                {UNIT_DETAIL_TEXTS.statementRangeInvalid}
              </p>
            )}
          </div>
        </div>
        <p className="small text-body-secondary mb-0 mt-2">{UNIT_DETAIL_TEXTS.opensInNewTab}</p>
      </div>
    </div>
  );
}
