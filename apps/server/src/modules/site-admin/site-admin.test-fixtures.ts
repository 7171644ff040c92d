import { randomInt } from 'node:crypto';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { TestContext } from '../../../test/helper.js';
import { DEMO_SITES } from '../../db/seed/demo-data.js';
import { ledgerTransactions, siteAdmins, sites, units, users } from '../../db/schema/index.js';

/** Ids of the demo sites. */
export async function demoSiteIds(t: TestContext): Promise<{ gunes: number; deniz: number }> {
  const rows = await t.db.select({ id: sites.id, name: sites.name }).from(sites);
  const idOf = (name: string) => rows.find((r) => r.name === name)!.id;
  return { gunes: idOf(DEMO_SITES.gunes.name), deniz: idOf(DEMO_SITES.deniz.name) };
}

export async function demoUnitId(t: TestContext, siteId: number, block: string, doorNumber: string): Promise<number> {
  const [row] = await t.db
    .select({ id: units.id })
    .from(units)
    .where(and(eq(units.siteId, siteId), eq(units.block, block), eq(units.doorNumber, doorNumber)));
  return row.id;
}

/** Units of a site. */
export async function unitCount(t: TestContext, siteId: number): Promise<number> {
  const [row] = await t.db.select({ n: sql<number>`count(*)::int` }).from(units).where(eq(units.siteId, siteId));
  return row.n;
}

/** Live dues charges of a site from a month on: one {unitId, period, n} per unit and month. */
export async function chargeCounts(t: TestContext, siteId: number, fromPeriod: string) {
  return t.db
    .select({ unitId: ledgerTransactions.unitId, period: ledgerTransactions.duesPeriod, n: sql<number>`count(*)::int` })
    .from(ledgerTransactions)
    .where(
      and(
        eq(ledgerTransactions.siteId, siteId),
        eq(ledgerTransactions.type, 'aidat_charge'),
        sql`${ledgerTransactions.reversesId} is null`,
        gte(ledgerTransactions.duesPeriod, fromPeriod),
      ),
    )
    .groupBy(ledgerTransactions.unitId, ledgerTransactions.duesPeriod);
}

/** A random Turkish mobile number no demo user has. */
export function freshPhone(): string {
  return `+90558${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
}

/** Deniz Sitesi has no administrator in the demo data: gives it one and returns their cookie. */
export async function denizAdmin(t: TestContext, denizId: number): Promise<{ cookie: string; userId: number }> {
  const [admin] = await t.db
    .insert(users)
    .values({
      fullName: 'Deniz Yöneticisi',
      phone: freshPhone(),
      email: `deniz-${randomInt(0, 1e9)}@aidat.local`,
      role: 'Admin',
    })
    .returning({ id: users.id });
  await t.db.insert(siteAdmins).values({ siteId: denizId, userId: admin.id });
  return { cookie: await t.login(admin.id), userId: admin.id };
}
