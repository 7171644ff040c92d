import type { ConfigurationDto } from '@aidat/shared';
import Table from 'react-bootstrap/Table';
import { CONFIGURATION_SCREEN_TEXTS as T } from '../messages';
import { ConfigurationRow } from './configuration-row';

export function ConfigurationsTable({
  configurations,
  deletingKey,
  onDelete,
}: {
  configurations: ConfigurationDto[];
  deletingKey: string | null;
  onDelete: (config: ConfigurationDto) => void;
}) {
  return (
    <Table
      responsive
      hover
      size="sm"
      className="align-middle"
      aria-label={T.tableLabel}
      data-testid="configurations-table"
    >
      <thead>
        <tr>
          <th scope="col">{T.colKey}</th>
          <th scope="col">{T.colValue}</th>
          <th scope="col">{T.colDescription}</th>
          <th scope="col">{T.colVisible}</th>
          <th scope="col">{T.colUpdated}</th>
          <th scope="col">{T.colActions}</th>
        </tr>
      </thead>
      <tbody>
        {configurations.map((config) => (
          <ConfigurationRow
            key={config.key}
            config={config}
            deleting={deletingKey === config.key}
            onDelete={() => onDelete(config)}
          />
        ))}
      </tbody>
    </Table>
  );
}
