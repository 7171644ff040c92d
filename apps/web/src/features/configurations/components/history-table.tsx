import type { ConfigurationHistoryDto } from '@aidat/shared';
import Badge from 'react-bootstrap/Badge';
import Table from 'react-bootstrap/Table';
import { Link } from 'react-router';
import { DateText } from '../../../components/ui/date-text';
import { paths } from '../../../config/paths';
import { CONFIGURATION_SCREEN_TEXTS as T } from '../../../lib/messages';
import { ChangeText } from './change-text';

const ACTION_BG: Record<string, string> = { CREATE: 'success', UPDATE: 'primary', DELETE: 'danger' };

/** SPEC §2's history columns; the key column only when the route names no key. */
export function HistoryTable({ rows, showKey }: { rows: ConfigurationHistoryDto[]; showKey: boolean }) {
  return (
    <Table
      responsive
      striped
      size="sm"
      className="align-middle"
      aria-label={T.historyTableLabel}
      data-testid="configuration-history-table"
    >
      <thead>
        <tr>
          <th scope="col">{T.colDate}</th>
          <th scope="col">{T.colAction}</th>
          {showKey ? <th scope="col">{T.colConfigKey}</th> : null}
          <th scope="col">{T.colValueChange}</th>
          <th scope="col">{T.colDescriptionChange}</th>
          <th scope="col">{T.colVisibilityChange}</th>
          <th scope="col">{T.colChangedBy}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <td className="text-nowrap">
              <DateText value={row.changedAtUtc} />
            </td>
            <td>
              <Badge bg={ACTION_BG[row.action] ?? 'secondary'} title={row.action}>
                {T.actions[row.action] ?? row.action}
              </Badge>
            </td>
            {showKey ? (
              <td className="text-break">
                <Link to={paths.configurationKeyHistory.build(row.configurationKey)}>{row.configurationKey}</Link>
              </td>
            ) : null}
            <td>
              <ChangeText from={row.oldValue} to={row.newValue} />
            </td>
            <td>
              <ChangeText from={row.oldDescription} to={row.newDescription} />
            </td>
            <td>
              <ChangeText from={row.oldIsFrontendVisible} to={row.newIsFrontendVisible} />
            </td>
            <td>{row.changedBy}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
