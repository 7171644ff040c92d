import type { EnforcementPeriodDto } from '@aidat/shared';
import Table from 'react-bootstrap/Table';
import { EmptyState } from '../../../components/ui/states';
import { dayText } from '../../../lib/day-text';
import { ENFORCEMENT_SCREEN_TEXTS as T } from '../enforcement-messages';

/** Every icra period of the unit, the latest first as the server lists them, with how each ended. */
export function EnforcementHistory({ history }: { history: EnforcementPeriodDto[] }) {
  return (
    <section data-testid="enforcement-history">
      <h3 className="h6 mt-4">{T.history}</h3>
      {history.length === 0 ? (
        <EmptyState text={T.noHistory} />
      ) : (
        <Table responsive size="sm" className="small align-middle mb-0" aria-label={T.historyLabel}>
          <thead>
            <tr>
              <th scope="col">{T.colStarted}</th>
              <th scope="col">{T.colEnded}</th>
              <th scope="col">{T.colOffice}</th>
              <th scope="col">{T.colFileNo}</th>
              <th scope="col">{T.colNote}</th>
              <th scope="col">{T.colReason}</th>
            </tr>
          </thead>
          <tbody>
            {history.map((p) => (
              <tr key={p.startedAt} data-testid="enforcement-period">
                <td className="text-nowrap">{dayText(p.startedAt)}</td>
                <td className="text-nowrap">
                  {p.endedAt ? dayText(p.endedAt) : <span className="badge text-bg-danger">{T.ongoing}</span>}
                </td>
                <td>{p.office ?? T.none}</td>
                <td>{p.fileNo ?? T.none}</td>
                {/* The note may have several lines, as typed. */}
                <td style={{ whiteSpace: 'pre-line' }}>{p.note ?? T.none}</td>
                <td>{p.reason ?? T.none}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </section>
  );
}
