import { randomInt } from 'node:crypto';
import { liraToKurus } from '@aidat/shared';
import type { Db } from '../../db/client.js';
import { additionalCharges, ledgerTransactions, sites, units, users } from '../../db/schema/index.js';

/** A fresh site with its own units and a resident, so tests do not depend on the demo data. */
export async function createWorld(db: Db, siteName: string) {
  const [site] = await db
    .insert(sites)
    .values({ name: siteName, address: 'Test Cad. No:1', blockCount: 2, unitCount: 6, monthlyDuesKurus: 125_000 })
    .returning({ id: sites.id });
  const [resident] = await db
    .insert(users)
    .values({
      fullName: `Sakin ${siteName}`,
      phone: `+90559${String(randomInt(0, 10_000_000)).padStart(7, '0')}`,
      role: 'Resident',
    })
    .returning({ id: users.id });
  return { siteId: site.id, residentId: resident.id };
}

export async function addUnit(
  db: Db,
  siteId: number,
  block: string,
  doorNumber: string,
  residentUserId: number | null,
) {
  const [row] = await db
    .insert(units)
    .values({ siteId, block, doorNumber, residentUserId })
    .returning({ id: units.id });
  return row.id;
}

export async function addCharge(db: Db, siteId: number, title: string, amountLira: number, chargedAt: Date) {
  const [row] = await db
    .insert(additionalCharges)
    .values({ siteId, title, amountPerUnitKurus: liraToKurus(amountLira), chargedAt })
    .returning({ id: additionalCharges.id });
  return row.id;
}

type EntryType = 'aidat_charge' | 'aidat_payment' | 'ekbutce_charge' | 'ekbutce_payment';

/** Posts one ledger row (amount in lira); `reverses` posts the negated amount naming that row. */
export async function post(
  db: Db,
  unit: { unitId: number; siteId: number },
  entry: {
    type: EntryType;
    amount: number;
    at: string;
    description: string;
    chargeId?: number;
    period?: string;
    reverses?: number;
  },
) {
  const [row] = await db
    .insert(ledgerTransactions)
    .values({
      unitId: unit.unitId,
      siteId: unit.siteId,
      type: entry.type,
      description: entry.description,
      occurredAt: new Date(entry.at),
      amountKurus: entry.reverses ? -liraToKurus(entry.amount) : liraToKurus(entry.amount),
      additionalChargeId: entry.chargeId ?? null,
      duesPeriod: entry.type === 'aidat_charge' && !entry.reverses ? (entry.period ?? null) : null,
      reversesId: entry.reverses ?? null,
    })
    .returning({ id: ledgerTransactions.id });
  return row.id;
}
