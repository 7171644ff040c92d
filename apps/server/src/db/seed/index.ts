import { createHash } from 'node:crypto';
import {
  addMonths,
  BUDGET_MONTHS,
  type BudgetSplitMethod,
  checkRevaluation,
  DEFAULT_EXPENSE_CATEGORY_NAMES,
  duesDescription,
  KNOWN_CONFIG_KEYS,
  percentToBps,
  periodOf,
  periodStart,
  planUnitShares,
  siteCodeBase,
} from '@aidat/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../client.js';
import { demoInvoicePdf } from './demo-invoice.js';
import { seedDemoMeeting } from './demo-meetings.js';
import { seedDemoParties } from './demo-parties.js';
import { seedDemoTickets } from './demo-tickets.js';
import { numberDemoReceipts } from './number-receipts.js';
import {
  accounts,
  accountTransfers,
  additionalCharges,
  budgetLines,
  budgets,
  budgetUnitDues,
  configurations,
  expenseCategories,
  expenseAttachments,
  expenses,
  ledgerTransactions,
  menuHistory,
  menus,
  notifications,
  siteAdmins,
  sites,
  unitOwners,
  units,
  users,
} from '../schema/index.js';
import {
  DEMO_ACCOUNTS,
  DEMO_BUDGET,
  DEMO_DEPOSIT,
  DEMO_EXPENSES,
  DEMO_MENUS,
  DEMO_NEIGHBOURS,
  DEMO_PASSWORD_HASH,
  DEMO_SITES,
  DEMO_USERS,
  ROOF_REPAIR_TITLE,
} from './demo-data.js';

const DAY = 86_400_000;

/** Serialises first starts of several instances (baseline and demo seeding). */
const SEED_LOCK = sql`select pg_advisory_xact_lock(715002)`;

async function countOf(db: Db | Tx, table: typeof menus | typeof menuHistory): Promise<number> {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(table);
  return Number(count);
}

/**
 * Configuration and menus every installation needs, demo or not. Adds what is missing and
 * never changes what is there: a configuration key keeps the value an operator gave it, and the
 * menus are written only into a menu table nobody has touched (no items and no menu history,
 * so a table an operator emptied on purpose stays empty).
 */
export async function seedBaseline(db: Db | Tx): Promise<void> {
  await db
    .insert(configurations)
    .values(
      Object.entries(KNOWN_CONFIG_KEYS).map(([key, spec]) => ({
        key,
        value: spec.defaultValue,
        description: spec.description,
        isFrontendVisible: spec.isFrontendVisible,
      })),
    )
    .onConflictDoNothing();
  if ((await countOf(db, menus)) === 0 && (await countOf(db, menuHistory)) === 0) {
    await db.insert(menus).values(DEMO_MENUS.map((m, i) => ({ ...m, displayOrder: (i + 1) * 10, isActive: true })));
  }
}

/** seedBaseline for a start: in its own transaction, one instance at a time. */
export async function ensureBaseline(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(SEED_LOCK);
    await seedBaseline(tx);
  });
}

const residentColumns = { id: users.id, fullName: users.fullName, email: users.email };

async function hasUsers(db: Db | Tx): Promise<boolean> {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  return Number(count) > 0;
}

export interface DemoOptions {
  /**
   * Each site's approved işletme projesi of this year, whose dues the year's charges follow (on by
   * default). The server tests' demo world leaves it out: their expectations are the sites'
   * monthly amounts, this month's and the next's.
   */
  budgets?: boolean;
}

/**
 * Fills an empty database with the demo world. Returns false (and changes nothing) when any
 * user exists already, so a second start adds nothing.
 */
export async function seedDemo(
  db: Db,
  now: Date = new Date(),
  { budgets: withBudgets = true }: DemoOptions = {},
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(SEED_LOCK);
    await seedBaseline(tx);
    if (await hasUsers(tx)) return false;

    const [system, ayse, mehmet] = await tx
      .insert(users)
      .values([
        { ...DEMO_USERS.system, passwordHash: DEMO_PASSWORD_HASH },
        { ...DEMO_USERS.ayse, passwordHash: DEMO_PASSWORD_HASH },
        { ...DEMO_USERS.mehmet },
      ])
      .returning(residentColumns);
    const neighbours = await tx
      .insert(users)
      .values(
        DEMO_NEIGHBOURS.map((fullName, i) => ({
          fullName,
          phone: `+90532${String(1000000 + i * 7919).slice(-7)}`,
          email: `komsu${i + 1}@aidat.local`,
          role: 'Resident' as const,
        })),
      )
      .returning(residentColumns);

    const [gunes, deniz] = await tx
      .insert(sites)
      .values(
        [DEMO_SITES.gunes, DEMO_SITES.deniz].map((s) => ({
          name: s.name,
          address: s.address,
          blockCount: s.blocks.length,
          unitCount: s.blocks.length * s.unitsPerBlock,
          monthlyDuesKurus: s.monthlyDuesKurus,
          // The demo's two names start with different letters, so their codes are the bases (GNS, DNZ).
          paymentCode: siteCodeBase(s.name),
        })),
      )
      .returning({ id: sites.id });
    await tx.insert(siteAdmins).values({ siteId: gunes.id, userId: ayse.id });

    let neighbourIndex = 0;
    const nextNeighbour = () => {
      // Two of every three units have a resident; some neighbours own two flats.
      const n = neighbours[neighbourIndex % neighbours.length];
      neighbourIndex += 1;
      return n;
    };
    const unitRows: Array<typeof units.$inferInsert> = [];
    for (const [site, spec] of [
      [gunes, DEMO_SITES.gunes],
      [deniz, DEMO_SITES.deniz],
    ] as const) {
      for (const block of spec.blocks) {
        for (let door = 1; door <= spec.unitsPerBlock; door++) {
          let resident: typeof mehmet | null = door % 3 === 0 ? null : nextNeighbour();
          if (site === gunes && block === 'A' && door === 5) resident = mehmet;
          if (site === deniz && door === 3) resident = mehmet;
          unitRows.push({
            siteId: site.id,
            block,
            doorNumber: String(door),
            squareMeters: 85 + ((door * 15) % 70),
            roomCount: 2 + (door % 3),
            // The manager's copy of the resident's details (PRODUCT.md §4), here as registered.
            residentUserId: resident?.id ?? null,
            residentFullName: resident?.fullName ?? null,
            residentEmail: resident?.email ?? null,
          });
        }
      }
    }
    // Güneş's arsa payı by floor area (the kurul's counting needs it); Deniz's is not entered yet.
    const gunesArea = unitRows.reduce((sum, u) => sum + (u.siteId === gunes.id ? Number(u.squareMeters) : 0), 0);
    for (const u of unitRows)
      if (u.siteId === gunes.id)
        Object.assign(u, { landShareNumerator: Number(u.squareMeters), landShareDenominator: gunesArea });
    const insertedUnits = await tx.insert(units).values(unitRows).returning({
      id: units.id,
      siteId: units.siteId,
      block: units.block,
      doorNumber: units.doorNumber,
      squareMeters: units.squareMeters,
    });

    // 13 months of dues: the current month and the twelve before it.
    const current = periodOf(now);
    const periods = Array.from({ length: 13 }, (_, i) => addMonths(current, i - 12));

    // Each unit's resident is its sole owner (PRODUCT.md §16) since the books open, so Mehmet owns
    // exactly the units he lives in.
    const unitKey = (u: { siteId: number; block: string; doorNumber: string }) =>
      `${u.siteId}/${u.block}/${u.doorNumber}`;
    const unitIdOf = new Map(insertedUnits.map((u) => [unitKey(u), u.id]));
    const ownerRows = unitRows.flatMap((u) =>
      u.residentUserId
        ? [
            {
              unitId: unitIdOf.get(unitKey(u))!,
              userId: u.residentUserId,
              fullName: u.residentFullName!,
              email: u.residentEmail ?? null,
              shareNumerator: 1,
              shareDenominator: 1,
              since: `${periods[0]}-01`,
            },
          ]
        : [],
    );
    await tx.insert(unitOwners).values(ownerRows);

    // The books open on the first demo month: each site's accounts and expense categories.
    const accountRows = await tx
      .insert(accounts)
      .values(
        (
          [
            [gunes, DEMO_ACCOUNTS.gunes],
            [deniz, DEMO_ACCOUNTS.deniz],
          ] as const
        ).flatMap(([site, list]) =>
          list.map((a) => ({ ...a, siteId: site.id, openingDate: `${periods[0]}-01`, createdBy: system.id })),
        ),
      )
      .returning({ id: accounts.id, siteId: accounts.siteId, kind: accounts.kind });
    await tx
      .insert(expenseCategories)
      .values(
        [gunes, deniz].flatMap((site) => DEFAULT_EXPENSE_CATEGORY_NAMES.map((name) => ({ siteId: site.id, name }))),
      );
    const bankOf = (siteId: number) => accountRows.find((a) => a.siteId === siteId && a.kind === 'banka')!.id;
    const gunesKasa = accountRows.find((a) => a.siteId === gunes.id && a.kind === 'kasa')!.id;
    /** Where a unit's payment goes: a few Güneş flats pay cash at the management office. */
    const intoAccount = (unit: { siteId: number; doorNumber: string }) =>
      unit.siteId === gunes.id && Number(unit.doorNumber) % 6 === 1
        ? { accountId: gunesKasa, method: 'nakit' }
        : { accountId: bankOf(unit.siteId), method: 'havale' };
    // A year of expenses, month by month (DEMO_EXPENSES).
    const categoryRows = await tx
      .select({ id: expenseCategories.id, siteId: expenseCategories.siteId, name: expenseCategories.name })
      .from(expenseCategories);
    const categoryOf = (siteId: number, name: string) =>
      categoryRows.find((c) => c.siteId === siteId && c.name === name)!.id;
    const spent: Array<typeof expenses.$inferInsert> = [];
    for (const [site, list] of [
      [gunes, DEMO_EXPENSES.gunes],
      [deniz, DEMO_EXPENSES.deniz],
    ] as const) {
      periods.forEach((period, i) => {
        const calendarMonth = Number(period.slice(5, 7));
        for (const [n, e] of list.entries()) {
          if (e.months && !e.months.includes(calendarMonth)) continue;
          if (e.every && i % e.every !== 0) continue;
          const occurredAt = new Date(periodStart(period).getTime() + (e.day - 1) * DAY + 11 * 3_600_000);
          if (occurredAt > now) continue;
          // Utility bills move a little: −10 % to +10 % in steps, in whole lira.
          const amountKurus = e.varies
            ? Math.round((e.kurus * (100 + (((i * 7 + n) % 5) - 2) * 5)) / 10_000) * 100
            : e.kurus;
          spent.push({
            siteId: site.id,
            accountId: e.fromKasa ? gunesKasa : bankOf(site.id),
            categoryId: categoryOf(site.id, e.category),
            occurredAt,
            amountKurus,
            description: e.description,
            vendor: e.vendor,
            invoiceNo: e.invoicePrefix
              ? `${e.invoicePrefix}${period.replace('-', '')}${String(site.id * 100 + n).padStart(4, '0')}`
              : null,
            createdBy: ayse.id,
          });
        }
      });
    }
    const kept =
      spent.length > 0
        ? await tx.insert(expenses).values(spent).returning({
            id: expenses.id,
            siteId: expenses.siteId,
            occurredAt: expenses.occurredAt,
            amountKurus: expenses.amountKurus,
            description: expenses.description,
            vendor: expenses.vendor,
            invoiceNo: expenses.invoiceNo,
          })
        : [];
    // A year of tickets; the repairs paid for are spending like any other (the budget below counts them).
    spent.push(
      ...(await seedDemoTickets(tx, {
        gunesId: gunes.id,
        denizId: deniz.id,
        managerId: ayse.id,
        systemId: system.id,
        now,
        autoCloseDays: Number(KNOWN_CONFIG_KEYS.TicketAutoCloseDays.defaultValue),
      })),
    );
    // The invoices of each site's latest month with bills, as PDFs to open (demo-invoice.ts).
    const invoices: Array<typeof expenseAttachments.$inferInsert> = [];
    for (const [site, siteName] of [
      [gunes, DEMO_SITES.gunes.name],
      [deniz, DEMO_SITES.deniz.name],
    ] as const) {
      const billed = kept.filter((e) => e.siteId === site.id && e.invoiceNo && e.vendor);
      const latest = periodOf(new Date(Math.max(...billed.map((e) => e.occurredAt.getTime()))));
      for (const e of billed.filter((x) => periodOf(x.occurredAt) === latest)) {
        const data = demoInvoicePdf({
          vendor: e.vendor!,
          invoiceNo: e.invoiceNo!,
          date: e.occurredAt,
          description: e.description,
          amountKurus: Number(e.amountKurus),
          siteName,
        });
        invoices.push({
          expenseId: e.id,
          fileName: `Fatura ${e.invoiceNo}.pdf`,
          contentType: 'application/pdf',
          size: data.length,
          sha256: createHash('sha256').update(data).digest('hex'),
          // In the row on both databases: a few small PDFs (lib/files/file-store.ts reads either).
          data,
          createdBy: ayse.id,
        });
      }
    }
    if (invoices.length > 0) await tx.insert(expenseAttachments).values(invoices);

    // This calendar year's işletme projesi of each site (PRODUCT.md §13), served and approved the
    // December before, so it set the dues of all its months: the charges below follow it. Its lines
    // are what the site spent per category over the demo's twelve whole months (the demo has no
    // earlier year), rounded up to whole thousand lira; amounts and shares come from budget-plan.ts,
    // as an approval's do.
    const budgetStart = `${current.slice(0, 4)}-01`;
    const yearBefore = Number(current.slice(0, 4)) - 1;
    const rateBps = percentToBps(KNOWN_CONFIG_KEYS.RevaluationRatePercent.defaultValue)!;
    const spentUntil = periodStart(current);
    const budgetSites = withBudgets
      ? ([
          [gunes, ayse.id],
          [deniz, system.id],
        ] as const)
      : [];
    const plans = budgetSites.map(([site, createdBy]) => {
      const byCategory = new Map<number, number>();
      for (const e of spent) {
        if (e.siteId === site.id && e.occurredAt < spentUntil)
          byCategory.set(e.categoryId, (byCategory.get(e.categoryId) ?? 0) + Number(e.amountKurus));
      }
      const heating = categoryOf(site.id, DEMO_BUDGET.byAreaCategory);
      const lines = [...byCategory]
        .sort(([a], [b]) => a - b)
        .map(([categoryId, kurus]) => ({
          categoryId,
          yearlyAmountKurus: Math.ceil(kurus / DEMO_BUDGET.roundToKurus) * DEMO_BUDGET.roundToKurus,
          split: (categoryId === heating ? 'area' : 'equal') as BudgetSplitMethod,
        }));
      const shares = planUnitShares(
        lines,
        insertedUnits.filter((u) => u.siteId === site.id),
      );
      // Nothing to compare with: the demo has no budget or spending of the year before.
      const check = checkRevaluation(
        lines.reduce((sum, l) => sum + l.yearlyAmountKurus, 0),
        null,
        rateBps,
      );
      return { siteId: site.id, createdBy, lines, shares, check };
    });
    // One statement per table for both sites: a first start waits for every round trip.
    const budgetIds =
      plans.length === 0
        ? []
        : await tx
            .insert(budgets)
            .values(
              plans.map((p) => ({
                siteId: p.siteId,
                periodStart: budgetStart,
                periodEnd: addMonths(budgetStart, BUDGET_MONTHS - 1),
                status: 'approved',
                servedAt: `${yearBefore}-12-${DEMO_BUDGET.servedDay}`,
                revaluationRateBps: rateBps,
                comparedTotalKurus: null,
                increaseBps: p.check.increaseBps,
                revaluationWarning: p.check.warning,
                decisionNo: `${yearBefore}/${DEMO_BUDGET.decisionNo}`,
                decidedAt: `${yearBefore}-12-${DEMO_BUDGET.decidedDay}`,
                appliesFrom: budgetStart,
                createdBy: p.createdBy,
              })),
            )
            .returning({ id: budgets.id, siteId: budgets.siteId });
    const budgetOf = (siteId: number) => budgetIds.find((b) => b.siteId === siteId)!.id;
    const dues = plans.flatMap((p) =>
      p.shares.flatMap((share) =>
        share.monthlyKurus.map((amountKurus, i) => ({
          budgetId: budgetOf(p.siteId),
          unitId: share.unitId,
          period: addMonths(budgetStart, i),
          amountKurus,
        })),
      ),
    );
    if (plans.length > 0) {
      await tx
        .insert(budgetLines)
        .values(
          plans.flatMap((p) =>
            p.lines.map((l, i) => ({ ...l, budgetId: budgetOf(p.siteId), siteId: p.siteId, position: i })),
          ),
        );
      await tx.insert(budgetUnitDues).values(dues);
    }
    /** "unitId period" → the kuruş the approved budget charges the unit that month. */
    const budgetDues = new Map(dues.map((d) => [`${d.unitId} ${d.period}`, d.amountKurus]));

    const ledger: Array<typeof ledgerTransactions.$inferInsert> = [];
    /** A unit's dues for a month: the approved budget's, else the site's monthly amount. */
    const duesOf = (unit: { id: number; siteId: number }, period: string) =>
      budgetDues.get(`${unit.id} ${period}`) ??
      (unit.siteId === gunes.id ? DEMO_SITES.gunes : DEMO_SITES.deniz).monthlyDuesKurus;
    for (const unit of insertedUnits) {
      const isMehmetGunes = unit.siteId === gunes.id && unit.block === 'A' && unit.doorNumber === '5';
      const isMehmetDeniz = unit.siteId === deniz.id && unit.doorNumber === '3';
      const unpaidMonths = isMehmetGunes
        ? 3
        : Number(unit.doorNumber) % 4 === 0
          ? 2
          : Number(unit.doorNumber) % 5 === 0
            ? 1
            : 0;
      periods.forEach((period, i) => {
        const start = periodStart(period);
        ledger.push({
          unitId: unit.id,
          siteId: unit.siteId,
          type: 'aidat_charge',
          description: duesDescription(period),
          occurredAt: start,
          amountKurus: duesOf(unit, period),
          duesPeriod: period,
          createdBy: system.id,
        });
        const paid = i < periods.length - unpaidMonths;
        const paidAt = new Date(start.getTime() + (3 + (Number(unit.doorNumber) % 7)) * DAY);
        if (paid && paidAt <= now) {
          ledger.push({
            unitId: unit.id,
            siteId: unit.siteId,
            type: 'aidat_payment',
            ...intoAccount(unit),
            description: `${duesDescription(period)} ödemesi`,
            occurredAt: paidAt,
            amountKurus: duesOf(unit, period),
            createdBy: ayse.id,
          });
        }
      });
      if (isMehmetDeniz) {
        // Paid two months ahead: this flat is in credit.
        ledger.push({
          unitId: unit.id,
          siteId: unit.siteId,
          type: 'aidat_payment',
          ...intoAccount(unit),
          description: 'Peşin aidat ödemesi (2 ay)',
          occurredAt: new Date(now.getTime() - 2 * DAY),
          amountKurus: duesOf(unit, addMonths(current, 1)) + duesOf(unit, addMonths(current, 2)),
          createdBy: system.id,
        });
      }
    }

    // One additional charge at Güneş: a roof repair three months ago, paid by about half.
    const roofAt = periodStart(addMonths(current, -3));
    const [roof] = await tx
      .insert(additionalCharges)
      .values({
        siteId: gunes.id,
        title: ROOF_REPAIR_TITLE,
        amountPerUnitKurus: 250_000,
        chargedAt: roofAt,
        createdBy: ayse.id,
      })
      .returning({ id: additionalCharges.id });
    for (const unit of insertedUnits.filter((u) => u.siteId === gunes.id)) {
      ledger.push({
        unitId: unit.id,
        siteId: gunes.id,
        type: 'ekbutce_charge',
        description: `${ROOF_REPAIR_TITLE} ek bütçesi`,
        occurredAt: roofAt,
        amountKurus: 250_000,
        additionalChargeId: roof.id,
        createdBy: ayse.id,
      });
      const isMehmet = unit.block === 'A' && unit.doorNumber === '5';
      if (isMehmet || Number(unit.doorNumber) % 2 === 0) {
        ledger.push({
          unitId: unit.id,
          siteId: gunes.id,
          type: 'ekbutce_payment',
          ...intoAccount(unit),
          description: `${ROOF_REPAIR_TITLE} ödemesi${isMehmet ? ' (1. taksit)' : ''}`,
          occurredAt: new Date(roofAt.getTime() + 10 * DAY),
          amountKurus: isMehmet ? 100_000 : 250_000,
          additionalChargeId: roof.id,
          createdBy: ayse.id,
        });
      }
    }
    for (let i = 0; i < ledger.length; i += 500) await tx.insert(ledgerTransactions).values(ledger.slice(i, i + 500));
    await numberDemoReceipts(tx);
    await seedDemoParties(tx, { gunesId: gunes.id, denizId: deniz.id, managerId: ayse.id, periods });
    // Last year's kurul of Güneş (PRODUCT.md §18); its second decision approved this year's budget.
    const kurul = await seedDemoMeeting(tx, {
      siteId: gunes.id,
      managerId: ayse.id,
      decidedOn: `${yearBefore}-12-${DEMO_BUDGET.decidedDay}`,
    });
    if (withBudgets)
      await tx
        .update(budgets)
        .set({ decisionMotionId: kurul.budgetMotionId })
        .where(eq(budgets.id, budgetOf(gunes.id)));

    // Each finished quarter, Güneş's kasa takes its cash payments, less what it paid out, to Ziraat.
    const deposits: Array<typeof accountTransfers.$inferInsert> = [];
    for (let q = 0; q + 3 < periods.length; q += 3) {
      const from = periodStart(periods[q]);
      const until = periodStart(periods[q + 3]);
      const inQuarter = (e: { accountId?: number | null; occurredAt: Date }) =>
        e.accountId === gunesKasa && e.occurredAt >= from && e.occurredAt < until;
      const cash =
        ledger.filter(inQuarter).reduce((sum, e) => sum + Number(e.amountKurus), 0) -
        spent.filter(inQuarter).reduce((sum, e) => sum + Number(e.amountKurus), 0);
      const amountKurus = Math.floor(cash / DEMO_DEPOSIT.roundToKurus) * DEMO_DEPOSIT.roundToKurus;
      const occurredAt = new Date(until.getTime() + DEMO_DEPOSIT.daysIntoQuarter * DAY + 10 * 3_600_000);
      if (amountKurus > 0 && occurredAt <= now)
        deposits.push({
          siteId: gunes.id,
          fromAccountId: gunesKasa,
          toAccountId: bankOf(gunes.id),
          amountKurus,
          occurredAt,
          description: DEMO_DEPOSIT.description,
          createdBy: ayse.id,
        });
    }
    if (deposits.length > 0) await tx.insert(accountTransfers).values(deposits);

    await tx.insert(notifications).values([
      {
        siteId: gunes.id,
        title: 'Su kesintisi',
        message: 'Yarın 10:00-14:00 arasında bakım nedeniyle su kesintisi yaşanacaktır.',
        startDate: new Date(now.getTime() - DAY),
        endDate: new Date(now.getTime() + 7 * DAY),
        isActive: true,
        createdBy: ayse.id,
      },
      {
        siteId: gunes.id,
        title: 'Genel kurul toplantısı',
        message: 'Olağan genel kurul toplantısı ay sonunda sosyal tesiste yapılacaktır.',
        startDate: new Date(now.getTime() + 10 * DAY),
        endDate: new Date(now.getTime() + 20 * DAY),
        isActive: true,
        createdBy: ayse.id,
      },
      {
        siteId: gunes.id,
        title: 'Bahçe ilaçlaması',
        message: 'Bahçe ilaçlaması tamamlanmıştır.',
        startDate: new Date(now.getTime() - 30 * DAY),
        endDate: new Date(now.getTime() - 20 * DAY),
        isActive: true,
        createdBy: ayse.id,
      },
      {
        siteId: deniz.id,
        title: 'Havuz sezonu',
        message: 'Havuz bakım sonrası yeniden kullanıma açılmıştır.',
        startDate: new Date(now.getTime() - 2 * DAY),
        endDate: new Date(now.getTime() + 30 * DAY),
        isActive: true,
        createdBy: system.id,
      },
    ]);
    return true;
  });
}
