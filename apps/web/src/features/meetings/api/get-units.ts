import type { AdminUnitWithSharesDto } from '@aidat/shared';
import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { meetingsKeys } from './query-keys';

/** What the hazirun and the votes need of a unit: which one, its label and its arsa payı. */
export interface MeetingUnit {
  id: number;
  /** "A-5", as the server's çağrı and hazirun name a unit. */
  label: string;
  landShareNumerator: number | null;
  landShareDenominator: number | null;
}

const byLabel = new Intl.Collator('tr', { numeric: true });

/** GET /api/siteadmin/units?siteId=: the site's units, in block and door order. */
export async function getUnits(siteId: number, signal?: AbortSignal): Promise<MeetingUnit[]> {
  const units = await api.get<AdminUnitWithSharesDto[]>(apiPaths.siteAdmin.units, { query: { siteId }, signal });
  return [...units]
    .sort((a, b) => byLabel.compare(a.block, b.block) || byLabel.compare(a.doorNumber, b.doorNumber))
    .map((u) => ({
      id: u.id,
      label: `${u.block}-${u.doorNumber}`,
      landShareNumerator: u.landShareNumerator,
      landShareDenominator: u.landShareDenominator,
    }));
}

export function useUnits(siteId: number) {
  return useQuery({ queryKey: meetingsKeys.units(siteId), queryFn: ({ signal }) => getUnits(siteId, signal) });
}
