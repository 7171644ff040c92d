import { and, desc, eq, isNotNull, isNull, ne, notInArray, sql } from 'drizzle-orm';
import { ledgerTransactions, menus, notifications, units } from '../../src/db/schema/index.js';
import type { TestContext } from '../helper.js';
import { RELAXED_THROTTLE, setConfig } from './sign-in.js';
import { buildWorld, type World } from './world.js';

/** Ids that belong to one site: what another site's admin must not reach. */
export interface SiteFixture {
  siteId: number;
  /** A unit with a resident other than Mehmet. */
  unitId: number;
  /** A resident who lives in this site only. */
  residentId: number;
  /** A payment row of this site that nobody has reversed. */
  paymentIds: number[];
  /** Other units of the site, for calls that change a unit once (a tenant moving in). */
  unitIds: number[];
  notificationId: number;
  additionalChargeId: number;
}

export type ActorName = 'anonymous' | 'resident' | 'adminA' | 'adminB' | 'system';
export const ACTORS: ActorName[] = ['anonymous', 'resident', 'adminA', 'adminB', 'system'];

/** The world of the authorisation and fuzz tests: one actor of each kind and two sites' ids. */
export interface ActorWorld extends World {
  gunes: SiteFixture;
  deniz: SiteFixture;
  userIds: Record<Exclude<ActorName, 'anonymous'>, number>;
  /** The site whose ids each actor is handed: never one they administer. */
  foreignOf(actor: ActorName): SiteFixture;
  /** A fresh session cookie for the actor (undefined for anonymous). */
  cookie(actor: ActorName): Promise<string | undefined>;
  /** A menu item and a configuration key the tests may change. */
  menuId: number;
  configKey: string;
  /** A user with a password of the cheap test cost, for the public sign-in calls. */
  passwordUser: { id: number; phone: string; email: string; password: string };
  next(): number;
}

async function siteFixture(world: World, id: number, otherSiteId: number, mehmetId: number, systemId: number) {
  const { db } = world.t;
  const [unit] = await db
    .select({ id: units.id })
    .from(units)
    .where(and(eq(units.siteId, id), ne(units.residentUserId, mehmetId)))
    .orderBy(units.id)
    .limit(1);
  // A resident with a unit here and none in the other site.
  const elsewhere = db
    .select({ id: units.residentUserId })
    .from(units)
    .where(and(eq(units.siteId, otherSiteId), isNotNull(units.residentUserId)));
  const [resident] = await db
    .select({ id: units.residentUserId })
    .from(units)
    .where(and(eq(units.siteId, id), ne(units.residentUserId, mehmetId), notInArray(units.residentUserId, elsewhere)))
    .limit(1);
  const payments = await db
    .select({ id: ledgerTransactions.id })
    .from(ledgerTransactions)
    .where(
      and(
        eq(ledgerTransactions.siteId, id),
        eq(ledgerTransactions.type, 'aidat_payment'),
        isNull(ledgerTransactions.reversesId),
      ),
    )
    .orderBy(desc(ledgerTransactions.id))
    .limit(10);
  const spareUnits = await db
    .select({ id: units.id })
    .from(units)
    .where(and(eq(units.siteId, id), ne(units.id, unit?.id ?? 0)))
    .orderBy(desc(units.id))
    .limit(10);
  const [notification] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.siteId, id))
    .limit(1);
  const additionalChargeId = await world.additionalCharge({
    siteId: id,
    title: `Güvenlik Testi ${id}`,
    amount: 10,
    createdBy: systemId,
  });
  if (!unit || !resident?.id || payments.length < 5 || !notification)
    throw new Error(`demo data of site ${id} is too thin`);
  return {
    siteId: id,
    unitId: unit.id,
    residentId: resident.id,
    paymentIds: payments.map((p) => p.id),
    unitIds: spareUnits.map((u) => u.id),
    notificationId: notification.id,
    additionalChargeId,
  };
}

/**
 * The demo world plus what the security tests need: an administrator for Deniz Sitesi (the demo
 * has none), an ek bütçe in each site, a spare menu item and configuration key, a password user,
 * and no code-request throttle (the tests sign in many times).
 */
export async function buildActorWorld(t: TestContext): Promise<ActorWorld> {
  const world = buildWorld(t);
  await setConfig(t, RELAXED_THROTTLE);
  const { gunes: gunesId, deniz: denizId } = await world.demo.siteIds();
  const [system, ayse, mehmet] = [await t.userId('system'), await t.userId('ayse'), await t.userId('mehmet')];
  const adminB = await world.user({ role: 'Admin' });
  await world.linkAdmin(denizId, adminB.id);
  const gunes = await siteFixture(world, gunesId, denizId, mehmet, system);
  const deniz = await siteFixture(world, denizId, gunesId, mehmet, system);
  const [menu] = await t.db
    .insert(menus)
    .values({ label: 'Güvenlik', path: '/guvenlik', roles: 'SystemAdmin', displayOrder: 999 })
    .returning({ id: menus.id });
  const configKey = 'SecurityProbe';
  await t.db.execute(sql`insert into configurations (key, value) values (${configKey}, 'x')`);
  const password = 'Guvenli.Sifre1';
  const passwordUser = { ...(await world.user({ password, role: 'Admin' })), password };
  const userIds = { resident: mehmet, adminA: ayse, adminB: adminB.id, system };
  let counter = 0;
  return {
    ...world,
    gunes,
    deniz,
    userIds,
    foreignOf: (actor) => (actor === 'adminB' ? gunes : deniz),
    cookie: async (actor) => (actor === 'anonymous' ? undefined : world.signIn(userIds[actor])),
    menuId: menu.id,
    configKey,
    passwordUser,
    next: () => ++counter,
  };
}
