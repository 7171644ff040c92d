import type { PutOwnersInput } from '@aidat/shared';
import type { DbOrTx } from '../../db/client.js';
import { userForPerson } from '../site-admin/public.js';

/**
 * The unit's owner rows from what the manager typed: each owner a user found by phone or created
 * as a Resident (`owners.{i}.email` names an e-mail taken by someone else), from `since`.
 */
export async function ownerRowsFor(
  tx: DbOrTx,
  unitId: number,
  owners: PutOwnersInput['owners'],
  since: string,
  by: number,
) {
  const rows = [];
  for (const [i, owner] of owners.entries()) {
    const { userId } = await userForPerson(tx, owner, `owners.${i}.email`);
    rows.push({
      unitId,
      userId,
      fullName: owner.fullName,
      email: owner.email ?? null,
      shareNumerator: owner.shareNumerator,
      shareDenominator: owner.shareDenominator,
      since,
      createdBy: by,
    });
  }
  return rows;
}
