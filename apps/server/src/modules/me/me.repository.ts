import { type AnyColumn, and, desc, eq, gte, inArray, lte, type Placeholder, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { notifications, sessions, sites, units, users } from '../../db/schema/index.js';
import { preparedPerDb } from '../../lib/prepared.js';
import { type ChargeBalance, type LedgerEntryJson, unitLedgerColumns } from '../ledger/public.js';
import { liveSession, sessionOfUser, sessionParams, userOfJoinedRows } from '../../lib/session-joined.js';
import { type SessionUser, sessionUserColumns } from '../../lib/sessions.js';

// The resident's home and unit detail run these on every call: each is prepared once per database
// handle (lib/prepared.ts), in two forms: for a known user id, and joined to the caller's session
// so that one statement checks the session and reads the data (lib/session-joined.ts).

/** Who a query is for: a placeholder for a known user id, or `users.id` of a joined session row. */
type Resident = AnyColumn | Placeholder;

export interface ResidentUnitRow {
  unitId: number;
  siteId: number;
  siteName: string;
  block: string;
  doorNumber: string;
}

function ownUnits(db: DbOrTx, resident: Resident) {
  return db
    .select({
      unitId: units.id,
      siteId: units.siteId,
      siteName: sites.name,
      block: units.block,
      doorNumber: units.doorNumber,
    })
    .from(units)
    .innerJoin(sites, eq(sites.id, units.siteId))
    .where(eq(units.residentUserId, resident));
}

const unitsOfResidentQuery = preparedPerDb((db) =>
  ownUnits(db, sql.placeholder('residentUserId')).prepare('me_units_of_resident'),
);

/** Units whose resident is the user, with their site's name (unordered: the service sorts naturally). */
export async function unitsOfResident(db: DbOrTx, residentUserId: number): Promise<ResidentUnitRow[]> {
  return unitsOfResidentQuery(db).execute({ residentUserId });
}

const unitsOfSessionQuery = preparedPerDb((db) => {
  const own = ownUnits(db, users.id).as('own');
  return db
    .select({
      user: sessionUserColumns,
      unit: {
        unitId: own.unitId,
        siteId: own.siteId,
        siteName: own.siteName,
        block: own.block,
        doorNumber: own.doorNumber,
      },
    })
    .from(sessions)
    .innerJoin(users, sessionOfUser)
    .leftJoinLateral(own, sql`true`)
    .where(liveSession)
    .prepare('me_units_of_session');
});

/** unitsOfResident for the user of a session cookie, in the same statement as the session check. */
export async function unitsOfSession(
  db: DbOrTx,
  token: string,
): Promise<{ user: SessionUser; rows: ResidentUnitRow[] }> {
  const rows = await unitsOfSessionQuery(db).execute(sessionParams(token));
  return {
    user: userOfJoinedRows(rows as Array<{ user: SessionUser }>),
    rows: rows.flatMap((r) => (r.unit ? [r.unit] : [])),
  };
}

export interface UnitDetailRow {
  unitId: number;
  siteId: number;
  siteName: string;
  block: string;
  doorNumber: string;
  residentUserId: number | null;
  /** The ledger columns below are null unless the unit is the resident's. */
  totalKurus: number | null;
  duesKurus: number | null;
  charges: ChargeBalance[] | null;
  entries: LedgerEntryJson[] | null;
}

/**
 * A unit with its site and, only when `resident` lives in it, its balances, charges and entries
 * (ledger/ledger-read.repository.ts): unit detail in one statement.
 */
function unitDetailFields(resident: Resident) {
  const owned = sql`${units.residentUserId} = ${resident}`;
  const ledger = unitLedgerColumns(units.id, units.siteId);
  return {
    unitId: units.id,
    siteId: units.siteId,
    siteName: sites.name,
    block: units.block,
    doorNumber: units.doorNumber,
    residentUserId: units.residentUserId,
    totalKurus: sql<number | null>`case when ${owned} then ${ledger.totalKurus} end`.mapWith(Number),
    duesKurus: sql<number | null>`case when ${owned} then ${ledger.duesKurus} end`.mapWith(Number),
    charges: sql<ChargeBalance[] | null>`case when ${owned} then ${ledger.charges} end`,
    entries: sql<LedgerEntryJson[] | null>`case when ${owned} then ${ledger.entries} end`,
  };
}

const unitDetailQuery = preparedPerDb((db) =>
  db
    .select(unitDetailFields(sql.placeholder('residentUserId')))
    .from(units)
    .innerJoin(sites, eq(sites.id, units.siteId))
    .where(eq(units.id, sql.placeholder('unitId')))
    .limit(1)
    .prepare('me_unit_detail'),
);

/** One unit for a resident (ledger columns only if it is theirs), or undefined when the id is unknown. */
export async function unitDetailRow(
  db: DbOrTx,
  residentUserId: number,
  unitId: number,
): Promise<UnitDetailRow | undefined> {
  const [row] = await unitDetailQuery(db).execute({ residentUserId, unitId });
  return row;
}

const unitDetailOfSessionQuery = preparedPerDb((db) =>
  db
    .select({ user: sessionUserColumns, unit: unitDetailFields(users.id) })
    .from(sessions)
    .innerJoin(users, sessionOfUser)
    .leftJoin(units, eq(units.id, sql.placeholder('unitId')))
    .leftJoin(sites, eq(sites.id, units.siteId))
    .where(liveSession)
    .limit(1)
    .prepare('me_unit_detail_of_session'),
);

/** unitDetailRow for the user of a session cookie, in the same statement as the session check. */
export async function unitDetailRowOfSession(
  db: DbOrTx,
  token: string,
  unitId: number,
): Promise<{ user: SessionUser; unit: UnitDetailRow | undefined }> {
  const rows = await unitDetailOfSessionQuery(db).execute({ ...sessionParams(token), unitId });
  const user = userOfJoinedRows(rows as Array<{ user: SessionUser }>);
  // A left-joined unit that is not there comes back as a row of nulls.
  const unit = rows[0].unit;
  return { user, unit: unit.unitId === null ? undefined : (unit as UnitDetailRow) };
}

export interface ResidentNotificationRow {
  id: number;
  title: string;
  message: string;
  startDate: Date;
  endDate: Date;
  siteId: number;
  isActive: boolean;
}

function currentNotifications(db: DbOrTx, resident: Resident) {
  const residentSites = db
    .selectDistinct({ siteId: units.siteId })
    .from(units)
    .where(eq(units.residentUserId, resident));
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
}

const currentNotificationsQuery = preparedPerDb((db) =>
  currentNotifications(db, sql.placeholder('residentUserId')).prepare('me_current_notifications'),
);

/** Active notifications whose window contains `now`, of the sites where the user has a unit; newest start first. */
export async function currentNotificationsOfResident(
  db: DbOrTx,
  residentUserId: number,
  now: Date,
): Promise<ResidentNotificationRow[]> {
  return currentNotificationsQuery(db).execute({ residentUserId, now: now.toISOString() });
}

const currentNotificationsOfSessionQuery = preparedPerDb((db) => {
  const current = currentNotifications(db, users.id).as('current');
  return db
    .select({
      user: sessionUserColumns,
      notification: {
        id: current.id,
        title: current.title,
        message: current.message,
        startDate: current.startDate,
        endDate: current.endDate,
        siteId: current.siteId,
        isActive: current.isActive,
      },
    })
    .from(sessions)
    .innerJoin(users, sessionOfUser)
    .leftJoinLateral(current, sql`true`)
    .where(liveSession)
    .orderBy(desc(current.startDate), desc(current.id))
    .prepare('me_current_notifications_of_session');
});

/** currentNotificationsOfResident for the user of a session cookie, in the same statement as the session check. */
export async function currentNotificationsOfSession(
  db: DbOrTx,
  token: string,
  now: Date,
): Promise<{ user: SessionUser; rows: ResidentNotificationRow[] }> {
  const rows = await currentNotificationsOfSessionQuery(db).execute({
    ...sessionParams(token),
    now: now.toISOString(),
  });
  return {
    user: userOfJoinedRows(rows as Array<{ user: SessionUser }>),
    rows: rows.flatMap((r) => (r.notification ? [r.notification] : [])),
  };
}
