import type { ConfigurationHistoryDto } from '@aidat/shared';
import Table from 'react-bootstrap/Table';
import { Link } from 'react-router';
import { ActionBadge, ChangeCell } from '../../../components/ui/change-cell';
import { DateText } from '../../../components/ui/date-text';
import { paths } from '../../../config/paths';
import { CONFIGURATION_SCREEN_TEXTS as T } from '../messages';

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
              <ActionBadge action={row.action} labels={T.actions} />
            </td>
            {showKey ? (
              <td className="text-break">
                <Link to={paths.configurationKeyHistory.build(row.configurationKey)}>{row.configurationKey}</Link>
              </td>
            ) : null}
            <td>
              <ChangeCell action={row.action} from={row.oldValue} to={row.newValue} />
            </td>
            <td>
              <ChangeCell action={row.action} from={row.oldDescription} to={row.newDescription} />
            </td>
            <td>
              <ChangeCell action={row.action} from={row.oldIsFrontendVisible} to={row.newIsFrontendVisible} />
            </td>
            <td>{row.changedBy}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
