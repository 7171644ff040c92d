import type { HandoverDto } from '@aidat/shared';
import { HANDOVER_TEXTS } from '@aidat/shared';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { cashDifference, decisionOf } from '../../../components/handovers/handovers-table';
import { HANDOVER_LIST_TEXTS as L } from '../../../components/handovers/messages';
import { Money } from '../../../components/ui/money';
import { apiPaths, paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { HANDOVER_SCREEN_TEXTS as T } from '../messages';

const C = HANDOVER_TEXTS.cashColumns;

/**
 * The handover done: the site passed, the one who sent it no longer manages it, so its tutanak is
 * opened through the handover's own managers' address (/api/me/…), which stays theirs.
 */
export function HandoverResult({
  handover,
  siteName,
  onContinue,
}: {
  handover: HandoverDto;
  siteName: string;
  onContinue: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The wizard that had the focus is gone: the result is read from its heading.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="card border-success mb-4" style={{ maxWidth: '52rem' }} data-testid="handover-result">
      <div className="card-body">
        <h2 className="h5" ref={heading} tabIndex={-1}>
          <i className="bi bi-check-circle-fill text-success me-2" aria-hidden="true" />
          {T.doneTitle}
        </h2>
        <p className="mb-1">{T.doneText(siteName, handover.toManager.fullName)}</p>
        <p className="text-body-secondary">{T.doneLost}</p>
        <dl className="row mb-3">
          <dt className="col-sm-4">{L.colAt}</dt>
          <dd className="col-sm-8">{formatDate(handover.at, 'dateTimeShort')}</dd>
          <dt className="col-sm-4">{L.colFrom}</dt>
          <dd className="col-sm-8">{handover.fromManagers.map((m) => m.fullName).join(', ')}</dd>
          <dt className="col-sm-4">{L.colTo}</dt>
          <dd className="col-sm-8">{handover.toManager.fullName}</dd>
          <dt className="col-sm-4">{L.colDecision}</dt>
          <dd className="col-sm-8">{decisionOf(handover)}</dd>
          <dt className="col-sm-4">{L.colCash}</dt>
          <dd className="col-sm-8">
            <Money value={cashDifference(handover)} />
          </dd>
        </dl>
        {handover.cashCount.length > 0 ? (
          <div className="table-responsive mb-3">
            <table className="table table-sm mb-0" aria-label={T.kasaTableLabel}>
              <thead>
                <tr>
                  <th scope="col">{C.account}</th>
                  <th scope="col" className="text-end">
                    {C.book}
                  </th>
                  <th scope="col" className="text-end">
                    {C.counted}
                  </th>
                  <th scope="col" className="text-end">
                    {C.difference}
                  </th>
                </tr>
              </thead>
              <tbody>
                {handover.cashCount.map((c) => (
                  <tr key={c.accountId}>
                    <td>{c.accountName}</td>
                    <td className="text-end">
                      <Money value={c.bookBalance} />
                    </td>
                    <td className="text-end">
                      <Money value={c.countedAmount} signed={false} />
                    </td>
                    <td className="text-end">
                      <Money value={c.difference} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
        <p className="mb-1">
          <a
            className="btn btn-outline-primary"
            href={apiPaths.handovers.myTutanak(handover.id)}
            target="_blank"
            rel="noreferrer"
            data-testid="handover-tutanak"
          >
            <i className="bi bi-file-earmark-pdf me-1" aria-hidden="true" />
            {T.doneTutanak}
          </a>
        </p>
        <p className="form-text">{T.doneTutanakHint}</p>
        <div className="d-flex flex-wrap gap-2">
          <button type="button" className="btn btn-primary" onClick={onContinue}>
            {T.doneContinue}
          </button>
          <Link className="btn btn-outline-secondary" to={paths.home}>
            {T.doneHome}
          </Link>
        </div>
      </div>
    </div>
  );
}
