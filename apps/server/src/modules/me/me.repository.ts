import type { UnitRelation } from '@aidat/shared';
import { and, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import {
  accounts,
  cardPaymentSettings,
  notifications,
  sites,
  unitOwners,
  units,
  unitTenancies,
} from '../../db/schema/index.js';
import { relatedUnitIds, residentOwnsUnit } from '../../lib/access/access.js';
import { residentRead } from '../../lib/session-joined.js';
import {
  type ChargeBalance,
  type DuesMonth,
  type LedgerEntryJson,
  unitAccruesFees,
  unitLedgerColumns,
} from '../ledger/public.js';

// The resident's home and unit detail run these on every call. Each is written once, for the
// caller's `users.id`, and residentRead (lib/session-joined.ts) makes it one prepared statement
// that also finds the caller, by id or through the session cookie.

export interface ResidentUnitRow {
  unitId: number;
  siteId: number;
  siteName: string;
  block: string;
  doorNumber: string;
  sitePaymentCode: string;
  /** How the caller stands to it (PRODUCT.md §16): any of 'resident', 'owner', 'tenant'. */
  relations: UnitRelation[];
}

/** Units whose resident is the caller, with their site's name (unordered: the service sorts naturally). */
export const unitsOfResident = residentRead<ResidentUnitRow>('me_units', (db, resident) => {
  // A current owner or the current tenant (PRODUCT.md §16) sees the unit too, by its relation.
  const owner = sql`exists (select 1 from ${unitOwners} where ${unitOwners.unitId} = ${units.id} and ${unitOwners.userId} = ${resident} and ${unitOwners.until} is null)`;
  const tenant = sql`exists (select 1 from ${unitTenancies} where ${unitTenancies.unitId} = ${units.id} and ${unitTenancies.userId} = ${resident} and ${unitTenancies.endedAt} is null)`;
  return db
    .select({
      unitId: units.id,
      siteId: units.siteId,
      siteName: sites.name,
      block: units.block,
      doorNumber: units.doorNumber,
      sitePaymentCode: sites.paymentCode,
      relations: sql<UnitRelation[]>`array_remove(array[
        case when ${residentOwnsUnit(resident)} then 'resident' end,
        case when ${owner} then 'owner' end,
        case when ${tenant} then 'tenant' end], null)`.as('relations'),
    })
    .from(units)
    .innerJoin(sites, eq(sites.id, units.siteId))
    .where(inArray(units.id, relatedUnitIds(resident)));
});

export interface UnitDetailRow {
  unitId: number;
  siteName: string;
  block: string;
  doorNumber: string;
  sitePaymentCode: string;
  totalKurus: number;
  duesKurus: number;
  charges: ChargeBalance[];
  entries: LedgerEntryJson[];
  newerKurus: number;
  duesPaidKurus: number;
  duesMonths: DuesMonth[];
  /** The unit accrues late fees: only then is what accrued to today asked for. */
  feesOn: boolean;
  bankAccount: { name: string; iban: string } | null;
  /** The site has card payment turned on (PRODUCT.md §20). */
  cardPayment: boolean;
}

/**
 * One unit of the caller with its balances, charges, entries, dues months (ledger/posting/ledger-read.repository.ts)
 * and its site's bank account, in one statement. Placeholders: unitId, and for a later page
 * before (an entry id). A unit that is not the caller's is no row, like an unknown one: ownership
 * is decided here and nowhere else. The first page and the later ones are separate statements,
 * so that each keeps one plan (unitLedgerColumns).
 */
const unitDetailRead = (name: string, paged: boolean) =>
  residentRead<UnitDetailRow>(name, (db, resident) => {
    const ledger = unitLedgerColumns(units.id, units.siteId, paged ? sql.placeholder('before') : null);
    return db
      .select({
        unitId: units.id,
        siteName: sites.name,
        block: units.block,
        doorNumber: units.doorNumber,
        sitePaymentCode: sites.paymentCode,
        totalKurus: ledger.totalKurus.as('total_kurus'),
        duesKurus: ledger.duesKurus.as('dues_kurus'),
        charges: ledger.charges.as('charges'),
        entries: ledger.entries.as('entries'),
        newerKurus: ledger.newerKurus.as('newer_kurus'),
        duesPaidKurus: ledger.duesPaidKurus.as('dues_paid_kurus'),
        duesMonths: ledger.duesMonths.as('dues_months'),
        feesOn: unitAccruesFees.as('fees_on'),
        // Where the resident transfers to (PRODUCT.md §15): the default account when it is a bank
        // account, else the site's first bank account; a site has a handful of accounts at most.
        bankAccount: sql<{ name: string; iban: string } | null>`(
        select json_build_object('name', a.name, 'iban', a.iban) from ${accounts} a
        where a.site_id = ${units.siteId} and a.iban is not null
        order by a.is_default desc, a.id limit 1
      )`.as('bank_account'),
        cardPayment: sql<boolean>`exists (
        select 1 from ${cardPaymentSettings} c where c.site_id = ${units.siteId} and c.enabled
      )`.as('card_payment'),
      })
      .from(units)
      .innerJoin(sites, eq(sites.id, units.siteId))
      .where(and(eq(units.id, sql.placeholder('unitId')), residentOwnsUnit(resident)))
      .limit(1);
  });

export const unitDetailOfResident = unitDetailRead('me_unit_detail', false);
export const unitDetailPageOfResident = unitDetailRead('me_unit_detail_page', true);

export interface ResidentNotificationRow {
  id: number;
  title: string;
  message: string;
  startDate: Date;
  endDate: Date;
  siteId: number;
  isActive: boolean;
}

/**
 * Active notifications whose window contains the placeholder `now`, of the sites where the caller
 * has a unit; newest start first.
 */
export const currentNotificationsOfResident = residentRead<ResidentNotificationRow>(
  'me_current_notifications',
  (db, resident) => {
    const residentSites = db.selectDistinct({ siteId: units.siteId }).from(units).where(residentOwnsUnit(resident));
    return db
      .select({
        id: notifications.id,
        title: notifications.title,
        message: notifications.message,
        startDate: notifications.startDate,
        endDate: notifications.endDate,
        siteId: notifications.siteId,
        isActive: notifications.isActive,
      })
      .from(notifications)
      .where(
        and(
          inArray(notifications.siteId, residentSites),
          eq(notifications.isActive, true),
          lte(notifications.startDate, sql.placeholder('now')),
          gte(notifications.endDate, sql.placeholder('now')),
        ),
      )
      .orderBy(desc(notifications.startDate), desc(notifications.id));
  },
  (row) => [desc(row.startDate), desc(row.id)],
);
