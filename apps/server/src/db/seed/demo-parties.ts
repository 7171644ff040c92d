import { addDays, type DuesPeriod, duesDescription, istanbulDay } from '@aidat/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../client.js';
import {
  finalStatementReaders,
  finalStatements,
  ledgerTransactions,
  unitOwners,
  unitPartyEvents,
  units,
  unitTenancies,
  users,
} from '../schema/index.js';

/**
 * The demo's owners who live elsewhere, co-owners and tenants (PRODUCT.md §16), on flats that have
 * no resident, so every resident stays the sole owner of their flats (Mehmet of exactly his):
 * - Güneş A/3: a couple owns it half each; it stands empty.
 * - Güneş A/12: its owner lives elsewhere; a tenant lives there and is two months behind (the owner
 *   sees that debt flagged as the tenant's).
 * - Güneş B/9: a tenancy that ended three months ago, with its final statement (every month paid).
 * - Deniz C/6: owned 2/3 and 1/3, with a tenant.
 * - Deniz C/9: its owner lives elsewhere; empty.
 */
export const DEMO_PARTIES = {
  yalcinKerem: { fullName: 'Kerem Yalçın', phone: '+905330000101' },
  yalcinNazli: { fullName: 'Nazlı Yalçın', phone: '+905330000102' },
  tunc: { fullName: 'Levent Tunç', phone: '+905330000103' },
  bulut: { fullName: 'Ece Bulut', phone: '+905330000104' },
  guler: { fullName: 'Orhan Güler', phone: '+905330000105' },
  sari: { fullName: 'Pınar Sarı', phone: '+905330000106' },
  akinSevgi: { fullName: 'Sevgi Akın', phone: '+905330000107' },
  akinCem: { fullName: 'Cem Akın', phone: '+905330000108' },
  er: { fullName: 'Tuna Er', phone: '+905330000109' },
  aydin: { fullName: 'Gül Aydın', phone: '+905330000110' },
} as const;

type Person = keyof typeof DEMO_PARTIES;

const day = (period: DuesPeriod) => `${period}-01`;

export async function seedDemoParties(
  tx: Tx,
  ctx: { gunesId: number; denizId: number; managerId: number; periods: DuesPeriod[] },
): Promise<void> {
  const { periods } = ctx;
  const people = await tx
    .insert(users)
    .values(Object.values(DEMO_PARTIES).map((p) => ({ ...p, role: 'Resident' as const })))
    .returning({ id: users.id, phone: users.phone });
  const idOf = (who: Person) => people.find((p) => p.phone === DEMO_PARTIES[who].phone)!.id;
  const unitRows = await tx
    .select({ id: units.id, siteId: units.siteId, block: units.block, doorNumber: units.doorNumber })
    .from(units)
    .where(inArray(units.siteId, [ctx.gunesId, ctx.denizId]));
  const unitOf = (siteId: number, block: string, door: string) =>
    unitRows.find((u) => u.siteId === siteId && u.block === block && u.doorNumber === door)!.id;
  const a3 = unitOf(ctx.gunesId, 'A', '3');
  const a12 = unitOf(ctx.gunesId, 'A', '12');
  const b9 = unitOf(ctx.gunesId, 'B', '9');
  const c6 = unitOf(ctx.denizId, 'C', '6');
  const c9 = unitOf(ctx.denizId, 'C', '9');

  const since = day(periods[0]);
  const owner = (unitId: number, who: Person, n = 1, d = 1) => ({
    unitId,
    userId: idOf(who),
    fullName: DEMO_PARTIES[who].fullName,
    shareNumerator: n,
    shareDenominator: d,
    since,
    createdBy: ctx.managerId,
  });
  await tx
    .insert(unitOwners)
    .values([
      owner(a3, 'yalcinKerem', 1, 2),
      owner(a3, 'yalcinNazli', 1, 2),
      owner(a12, 'tunc'),
      owner(b9, 'guler'),
      owner(c6, 'akinSevgi', 2, 3),
      owner(c6, 'akinCem', 1, 3),
      owner(c9, 'aydin'),
    ]);

  const tenancy = (unitId: number, who: Person, from: string, rentKurus: number, until?: string) => ({
    unitId,
    userId: idOf(who),
    fullName: DEMO_PARTIES[who].fullName,
    since: from,
    until: until ?? null,
    endedAt: until ? new Date(`${until}T18:00:00+03:00`) : null,
    monthlyRentKurus: rentKurus,
    createdBy: ctx.managerId,
  });
  const pastUntil = addDays(day(periods[10]), -1);
  const [a12Tenancy, c6Tenancy, b9Tenancy] = await tx
    .insert(unitTenancies)
    .values([
      tenancy(a12, 'bulut', day(periods[6]), 1_400_000),
      tenancy(c6, 'er', day(periods[4]), 1_100_000),
      tenancy(b9, 'sari', day(periods[1]), 1_250_000, pastUntil),
    ])
    .returning({ id: unitTenancies.id, since: unitTenancies.since });

  // B/9's final statement as the move-out gave it: the tenancy's dues, each paid in its month by
  // its own payment (B/9 never falls behind, and the roof repair is the owner's), so nothing unpaid.
  const tenancyPeriods = periods.slice(1, 10);
  const rows = await tx
    .select({
      id: ledgerTransactions.id,
      type: ledgerTransactions.type,
      description: ledgerTransactions.description,
      occurredAt: ledgerTransactions.occurredAt,
      amountKurus: ledgerTransactions.amountKurus,
    })
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.unitId, b9), inArray(ledgerTransactions.type, ['aidat_charge', 'aidat_payment'])))
    .orderBy(ledgerTransactions.occurredAt, ledgerTransactions.id);
  const charges = tenancyPeriods.map(
    (p) => rows.find((r) => r.type === 'aidat_charge' && r.description === duesDescription(p))!,
  );
  const payments = tenancyPeriods.map(
    (p) => rows.find((r) => r.type === 'aidat_payment' && r.description === `${duesDescription(p)} ödemesi`)!,
  );
  const lira = (kurus: number) => kurus / 100;
  const statement = {
    party: 'tenant' as const,
    from: b9Tenancy.since,
    to: pastUntil,
    items: charges.map((c) => ({
      id: c.id,
      type: c.type,
      description: c.description,
      date: istanbulDay(c.occurredAt),
      amount: lira(c.amountKurus),
      payerRole: 'occupant' as const,
      unpaid: 0,
      tenantDebt: false,
    })),
    payments: payments.map((p) => ({
      id: p.id,
      type: p.type,
      date: istanbulDay(p.occurredAt),
      amount: lira(p.amountKurus),
      settled: lira(p.amountKurus),
    })),
    balance: 0,
  };
  const [given] = await tx
    .insert(finalStatements)
    .values({
      unitId: b9,
      party: 'tenant',
      tenancyId: b9Tenancy.id,
      fromDay: statement.from,
      toDay: statement.to,
      balanceKurus: 0,
      statement,
      createdBy: ctx.managerId,
      createdAt: new Date(`${pastUntil}T18:00:00+03:00`),
    })
    .returning({ id: finalStatements.id });
  await tx.insert(finalStatementReaders).values({ finalStatementId: given.id, userId: idOf('sari') });

  const event = (unitId: number, kind: 'move_in' | 'move_out', on: string, who: Person, extra = {}) => ({
    unitId,
    kind,
    day: on,
    details: { names: [DEMO_PARTIES[who].fullName], ...extra },
    createdBy: ctx.managerId,
    createdAt: new Date(`${on}T12:00:00+03:00`),
  });
  await tx
    .insert(unitPartyEvents)
    .values([
      event(b9, 'move_in', b9Tenancy.since, 'sari'),
      { ...event(b9, 'move_out', pastUntil, 'sari', { balanceKurus: 0 }), finalStatementId: given.id },
      event(c6, 'move_in', c6Tenancy.since, 'er'),
      event(a12, 'move_in', a12Tenancy.since, 'bulut'),
    ]);
}
