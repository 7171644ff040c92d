import type { BatchPaymentResult } from '@aidat/shared';
import { useEffect, useRef } from 'react';
import { Money } from '../../../components/ui/money';
import { COLLECTIONS_TEXTS as T } from '../messages';

/** Lira per account, in the order the accounts first appear; summed in kuruş so cents do not drift. */
function byAccount(entries: BatchPaymentResult): Array<{ name: string; total: number }> {
  const totals = new Map<string, number>();
  for (const e of entries) {
    const name = e.accountName ?? '';
    totals.set(name, (totals.get(name) ?? 0) + Math.round(e.amount * 100));
  }
  return [...totals].map(([name, kurus]) => ({ name, total: kurus / 100 }));
}

/** What the last batch recorded: how many payments, the total and each account's share. */
export function BatchSummary({ entries, onClose }: { entries: BatchPaymentResult; onClose: () => void }) {
  const box = useRef<HTMLDivElement>(null);
  // The table the focus was in has just been refreshed: the summary takes the focus and is read out.
  useEffect(() => box.current?.focus(), []);
  const accounts = byAccount(entries);
  const total = accounts.reduce((sum, a) => sum + Math.round(a.total * 100), 0) / 100;
  return (
    <div
      ref={box}
      tabIndex={-1}
      role="status"
      className="alert alert-success d-flex align-items-start gap-2"
      data-testid="batch-summary"
    >
      <div className="flex-grow-1">
        <h2 className="h6 mb-1">{T.summaryTitle}</h2>
        <p className="mb-1">
          {T.summaryCount(entries.length)} • {T.summaryTotal}: <Money value={total} signed={false} />
        </p>
        <p className="mb-0 small">{T.summaryByAccount}:</p>
        <ul className="mb-0 small">
          {accounts.map((a) => (
            <li key={a.name}>
              {a.name}: <Money value={a.total} signed={false} />
            </li>
          ))}
        </ul>
      </div>
      <button type="button" className="btn-close" aria-label={T.summaryClose} onClick={onClose} />
    </div>
  );
}
