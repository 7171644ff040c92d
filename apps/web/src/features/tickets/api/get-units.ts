import type { AdminUnitDto } from '@aidat/shared';
import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { ticketsKeys } from './query-keys';

/** What a ticket form needs of a unit: which one, and its 'A / 5' label. */
export type TicketUnit = Pick<AdminUnitDto, 'id' | 'block' | 'doorNumber'>;

const byLabel = new Intl.Collator('tr', { numeric: true });

/** GET /api/siteadmin/units?siteId=: the site's units, in block and door order. */
export async function getUnits(siteId: number, signal?: AbortSignal): Promise<TicketUnit[]> {
  const units = await api.get<AdminUnitDto[]>(apiPaths.siteAdmin.units, { query: { siteId }, signal });
  return units
    .map(({ id, block, doorNumber }) => ({ id, block, doorNumber }))
    .sort((a, b) => byLabel.compare(a.block, b.block) || byLabel.compare(a.doorNumber, b.doorNumber));
}

export function useUnits(siteId: number) {
  return useQuery({ queryKey: ticketsKeys.units(siteId), queryFn: ({ signal }) => getUnits(siteId, signal) });
}
