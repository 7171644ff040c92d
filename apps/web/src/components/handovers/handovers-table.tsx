import type { HandoverDto } from '@aidat/shared';
import Table from 'react-bootstrap/Table';
import { apiPaths } from '../../config/paths';
import { formatDate } from '../../lib/format';
import { Money } from '../ui/money';
import { HANDOVER_LIST_TEXTS as T } from './messages';

const trDay = (day: string | null) => (day ? day.split('-').reverse().join('.') : '');

/** The kurul decision a handover names: a motion of a held meeting, or a number and a day typed. */
export function decisionOf(h: HandoverDto): string {
  if (h.decisionId !== null) return T.decisionOfMeeting(h.decisionId, trDay(h.decidedAt));
  return T.decisionTyped(h.decisionNo ?? '', trDay(h.decidedAt));
}

/** Counted − book over every kasa, in kuruş so the sum is exact. */
export const cashDifference = (h: HandoverDto) =>
  h.cashCount.reduce((sum, c) => sum + Math.round(c.difference * 100), 0) / 100;

/** A site's handovers: when, from whom to whom, the decision, the kasa difference, the tutanak and the archive. */
export function HandoversTable({ handovers }: { handovers: HandoverDto[] }) {
  return (
    <Table responsive striped size="sm" className="mb-0 align-middle" aria-label={T.tableLabel}>
      <thead>
        <tr>
          <th scope="col">{T.colAt}</th>
          <th scope="col">{T.colFrom}</th>
          <th scope="col">{T.colTo}</th>
          <th scope="col">{T.colDecision}</th>
          <th scope="col" className="text-end">
            {T.colCash}
          </th>
          <th scope="col">{T.colFiles}</th>
        </tr>
      </thead>
      <tbody>
        {handovers.map((h) => (
          <tr key={h.id}>
            <td>{formatDate(h.at, 'dateTimeShort')}</td>
            <td>{h.fromManagers.map((m) => m.fullName).join(', ')}</td>
            <td>{h.toManager.fullName}</td>
            <td>{decisionOf(h)}</td>
            <td className="text-end">
              <Money value={cashDifference(h)} />
            </td>
            <td className="text-nowrap">
              <a href={apiPaths.handovers.tutanak(h.id)} target="_blank" rel="noreferrer" className="me-2">
                {T.tutanak}
              </a>
              <a href={apiPaths.handovers.archive(h.id)} download>
                {T.archive}
              </a>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
