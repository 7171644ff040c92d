import type { SiteDto } from '@aidat/shared';
import Table from 'react-bootstrap/Table';
import { Money } from '../../../components/ui/money';
import { SYSTEM_SCREEN_TEXTS as T } from '../messages';

/** 'Siteler' (SPEC §2): name, address, block, unit and dues in ₺. */
export function SitesTable({ sites }: { sites: SiteDto[] }) {
  return (
    <Table
      responsive
      striped
      hover
      size="sm"
      className="mb-0 align-middle"
      aria-label={T.sitesTableLabel}
      data-testid="sites-table"
    >
      <thead>
        <tr>
          <th scope="col">{T.colName}</th>
          <th scope="col">{T.colAddress}</th>
          <th scope="col" className="text-end">
            {T.colBlocks}
          </th>
          <th scope="col" className="text-end">
            {T.colUnits}
          </th>
          <th scope="col" className="text-end">
            {T.colDues}
          </th>
        </tr>
      </thead>
      <tbody>
        {sites.map((site) => (
          <tr key={site.id}>
            <td className="fw-semibold">{site.name}</td>
            <td className="text-break">{site.address}</td>
            <td className="text-end">{site.blockCount}</td>
            <td className="text-end">{site.unitCount}</td>
            <td className="text-end">
              <Money value={site.monthlyDuesAmount} signed={false} />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
