import { and, desc, eq, isNotNull, isNull, ne, notInArray, sql } from 'drizzle-orm';
import { DEMO_SITES } from '../../src/db/seed/demo-data.js';
import {
  additionalCharges,
  ledgerTransactions,
  menus,
  notifications,
  siteAdmins,
  sites,
  units,
  users,
} from '../../src/db/schema/index.js';
import { createUser, RELAXED_THROTTLE, setConfig } from '../auth-support.js';
import type { TestContext } from '../helper.js';

/** Ids that belong to one site: what another site's admin must not reach. */
export interface SiteFixture {
  siteId: number;
  /** A unit with a resident other than Mehmet. */
  unitId: number;
  /** A resident who lives in this site only. */
  residentId: number;
  /** A payment row of this site that nobody has reversed. */
  paymentIds: number[];
  notificationId: number;
  additionalChargeId: number;
}

export type ActorName = 'anonymous' | 'resident' | 'adminA' | 'adminB' | 'system';
export const ACTORS: ActorName[] = ['anonymous', 'resident', 'adminA', 'adminB', 'system'];

export interface World {
  t: TestContext;
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

async function siteId(t: TestContext, name: string): Promise<number> {
  const [row] = await t.db.select({ id: sites.id }).from(sites).where(eq(sites.name, name));
  return row.id;
}

async function siteFixture(t: TestContext, id: number, otherSiteId: number, mehmetId: number, systemId: number) {
  const [unit] = await t.db
    .select({ id: units.id })
    .from(units)
    .where(and(eq(units.siteId, id), ne(units.residentUserId, mehmetId)))
    .orderBy(units.id)
    .limit(1);
  // A resident with a unit here and none in the other site.
  const elsewhere = t.db
    .select({ id: units.residentUserId })
    .from(units)
    .where(and(eq(units.siteId, otherSiteId), isNotNull(units.residentUserId)));
  const [resident] = await t.db
    .select({ id: units.residentUserId })
    .from(units)
    .where(and(eq(units.siteId, id), ne(units.residentUserId, mehmetId), notInArray(units.residentUserId, elsewhere)))
    .limit(1);
  const payments = await t.db
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
  const [notification] = await t.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.siteId, id))
    .limit(1);
  const [charge] = await t.db
    .insert(additionalCharges)
    .values({ siteId: id, title: `Güvenlik Testi ${id}`, amountPerUnitKurus: 1000, createdBy: systemId })
    .returning({ id: additionalCharges.id });
  if (!unit || !resident?.id || payments.length < 5 || !notification)
    throw new Error(`demo data of site ${id} is too thin`);
  return {
    siteId: id,
    unitId: unit.id,
    residentId: resident.id,
    paymentIds: payments.map((p) => p.id),
    notificationId: notification.id,
    additionalChargeId: charge.id,
  };
}

/**
 * The demo world plus what the security tests need: an administrator for Deniz Sitesi (the demo
 * has none), an ek bütçe in each site, a spare menu item and configuration key, a password user,
 * and no code-request throttle (the tests sign in many times).
 */
export async function buildWorld(t: TestContext): Promise<World> {
  await setConfig(t, RELAXED_THROTTLE);
  const [gunesId, denizId] = [await siteId(t, DEMO_SITES.gunes.name), await siteId(t, DEMO_SITES.deniz.name)];
  const [system, ayse, mehmet] = [await t.userId('system'), await t.userId('ayse'), await t.userId('mehmet')];
  const adminB = await createUser(t, { role: 'Admin' });
  await t.db.insert(siteAdmins).values({ siteId: denizId, userId: adminB.id });
  const gunes = await siteFixture(t, gunesId, denizId, mehmet, system);
  const deniz = await siteFixture(t, denizId, gunesId, mehmet, system);
  const [menu] = await t.db
    .insert(menus)
    .values({ label: 'Güvenlik', path: '/guvenlik', roles: 'SystemAdmin', displayOrder: 999 })
    .returning({ id: menus.id });
  const configKey = 'SecurityProbe';
  await t.db.execute(sql`insert into configurations (key, value) values (${configKey}, 'x')`);
  const password = 'Guvenli.Sifre1';
  const passwordUser = { ...(await createUser(t, { password, role: 'Admin' })), password };
  const userIds = { resident: mehmet, adminA: ayse, adminB: adminB.id, system };
  let counter = 0;
  return {
    t,
    gunes,
    deniz,
    userIds,
    foreignOf: (actor) => (actor === 'adminB' ? gunes : deniz),
    cookie: async (actor) => (actor === 'anonymous' ? undefined : t.login(userIds[actor])),
    menuId: menu.id,
    configKey,
    passwordUser,
    next: () => ++counter,
  };
}

/** Blocks or unblocks a user directly, so a block/unblock call has something to do. */
export async function setBlocked(t: TestContext, userId: number, isBlocked: boolean): Promise<void> {
  await t.db.update(users).set({ isBlocked }).where(eq(users.id, userId));
}
