import type { MyUnit } from '@aidat/shared';

/** The distinct sites of the user's units, in the server's order (by site name). */
export function sitesOfUnits(units: MyUnit[]): Array<{ id: number; name: string }> {
  const sites = new Map<number, string>();
  for (const unit of units) if (!sites.has(unit.siteId)) sites.set(unit.siteId, unit.siteName);
  return [...sites].map(([id, name]) => ({ id, name }));
}
