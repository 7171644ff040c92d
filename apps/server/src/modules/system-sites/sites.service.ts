import { type CreateSiteRequest, liraToKurus, type SiteDto } from '@aidat/shared';
import type { Db } from '../../db/client.js';
import { setUpSiteBooks } from '../ledger/public.js';
import { assignSiteCode } from './site-code.js';
import { toSiteDto } from './site-dto.js';
import { insertSite, sitesByIds } from './sites.repository.js';

export async function getSites(db: Db): Promise<SiteDto[]> {
  return (await sitesByIds(db, null)).map(toSiteDto);
}

/**
 * Block and unit counts describe the complex; units themselves are added one by one by the
 * site's administrator, each with its own block and door number.
 */
export async function createSite(db: Db, input: CreateSiteRequest): Promise<SiteDto> {
  return db.transaction(async (tx) => {
    const row = await insertSite(tx, {
      name: input.name,
      address: input.address,
      blockCount: input.blockCount,
      unitCount: input.unitCount,
      monthlyDuesKurus: liraToKurus(input.monthlyDuesAmount),
    });
    await assignSiteCode(tx, row.id, row.name);
    // Its books open with a default kasa and the default expense categories.
    await setUpSiteBooks(tx, row.id);
    return toSiteDto(row);
  });
}
