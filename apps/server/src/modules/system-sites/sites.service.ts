import { type CreateSiteRequest, kurusToLira, liraToKurus, type SiteDto } from '@aidat/shared';
import type { Db } from '../../db/client.js';
import { insertSite, listSites, type SiteRow } from './sites.repository.js';

function toDto(row: SiteRow): SiteDto {
  const { monthlyDuesKurus, ...rest } = row;
  return { ...rest, monthlyDuesAmount: kurusToLira(monthlyDuesKurus) };
}

export async function getSites(db: Db): Promise<SiteDto[]> {
  return (await listSites(db)).map(toDto);
}

/**
 * Block and unit counts describe the complex; units themselves are added one by one by the
 * site's administrator, each with its own block and door number.
 */
export async function createSite(db: Db, input: CreateSiteRequest): Promise<SiteDto> {
  const row = await insertSite(db, {
    name: input.name,
    address: input.address,
    blockCount: input.blockCount,
    unitCount: input.unitCount,
    monthlyDuesKurus: liraToKurus(input.monthlyDuesAmount),
  });
  return toDto(row);
}
