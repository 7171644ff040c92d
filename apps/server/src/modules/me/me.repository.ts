import { and, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { notifications, sites, units } from '../../db/schema/index.js';
import { preparedPerDb } from '../../lib/prepared.js';

// The resident's home and unit detail run these on every call: each is prepared once per database
// handle (lib/prepared.ts).

export interface ResidentUnitRow {
  unitId: number;
  siteId: number;
  siteName: string;
  block: string;
  doorNumber: string;
}

const unitsOfResidentQuery = preparedPerDb((db) =>
  db
    .select({
      unitId: units.id,
      siteId: units.siteId,
      siteName: sites.name,
      block: units.block,
      doorNumber: units.doorNumber,
    })
    .from(units)
    .innerJoin(sites, eq(sites.id, units.siteId))
    .where(eq(units.residentUserId, sql.placeholder('residentUserId')))
    .prepare('me_units_of_resident'),
);

/** Units whose resident is the user, with their site's name (unordered: the service sorts naturally). */
export async function unitsOfResident(db: DbOrTx, residentUserId: number): Promise<ResidentUnitRow[]> {
  return unitsOfResidentQuery(db).execute({ residentUserId });
}

export interface UnitHeaderRow {
  unitId: number;
  siteId: number;
  siteName: string;
  block: string;
  doorNumber: string;
  residentUserId: number | null;
}

const unitHeaderQuery = preparedPerDb((db) =>
  db
    .select({
      unitId: units.id,
      siteId: units.siteId,
      siteName: sites.name,
      block: units.block,
      doorNumber: units.doorNumber,
      residentUserId: units.residentUserId,
    })
    .from(units)
    .innerJoin(sites, eq(sites.id, units.siteId))
    .where(eq(units.id, sql.placeholder('unitId')))
    .limit(1)
    .prepare('me_unit_header'),
);

/** One unit with its site's name and resident, or undefined when the id is unknown. */
export async function unitHeader(db: DbOrTx, unitId: number): Promise<UnitHeaderRow | undefined> {
  const [row] = await unitHeaderQuery(db).execute({ unitId });
  return row;
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

const currentNotificationsQuery = preparedPerDb((db) => {
  const residentSites = db
    .selectDistinct({ siteId: units.siteId })
    .from(units)
    .where(eq(units.residentUserId, sql.placeholder('residentUserId')));
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
    .orderBy(desc(notifications.startDate), desc(notifications.id))
    .prepare('me_current_notifications');
});

/** Active notifications whose window contains `now`, of the sites where the user has a unit; newest start first. */
export async function currentNotificationsOfResident(
  db: DbOrTx,
  residentUserId: number,
  now: Date,
): Promise<ResidentNotificationRow[]> {
  return currentNotificationsQuery(db).execute({ residentUserId, now: now.toISOString() });
}
