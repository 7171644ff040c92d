import { kurusToLira, type SiteDto } from '@aidat/shared';
import type { SiteRow } from './sites.repository.js';

/** A site as every API answer shows it (the system administrators' list and a site admin's own). */
export function toSiteDto(row: SiteRow): SiteDto {
  const { monthlyDuesKurus, ...rest } = row;
  return { ...rest, monthlyDuesAmount: kurusToLira(monthlyDuesKurus) };
}
