import type { TestContext } from '../helper.js';
import { type AccountValues, createAccountRow, createTransferRow, type TransferValues } from './accounts.js';
import { type AdditionalChargeValues, createAdditionalCharge, type LedgerRowValues, postLedgerRow } from './ledger.js';
import { createSiteAdmin, linkAdmin, linkResident, residentsOnlyOf } from './links.js';
import { createNotification, type NotificationValues } from './notifications.js';
import { signIn } from './sign-in.js';
import { createSite, demoSiteIds, type SiteValues } from './sites.js';
import { createUnit, demoUnitId, type UnitValues } from './units.js';
import { createUser, type UserValues } from './users.js';

/**
 * One test's world on its app's database: the factories bound to it. Tests add what they need
 * (sites, units, users by role, admin and resident links, ledger rows, notifications, sessions)
 * next to the demo data, which they reach through `demo`.
 */
export interface World {
  t: TestContext;
  site(values: SiteValues): Promise<number>;
  unit(values: UnitValues): Promise<number>;
  user(values?: UserValues): Promise<{ id: number; phone: string; email: string }>;
  /** A new Admin of the site, with a session cookie. */
  siteAdmin(siteId: number, fullName?: string): Promise<{ cookie: string; userId: number }>;
  linkAdmin(siteId: number, userId: number): Promise<void>;
  linkResident(unitId: number, residentId: number | null): Promise<void>;
  additionalCharge(values: AdditionalChargeValues): Promise<number>;
  ledgerRow(unit: { unitId: number; siteId: number }, entry: LedgerRowValues): Promise<number>;
  notification(values: NotificationValues): Promise<number>;
  account(values: AccountValues): Promise<number>;
  transfer(values: TransferValues): Promise<number>;
  signIn(userId: number): Promise<string>;
  demo: {
    siteIds(): Promise<{ gunes: number; deniz: number }>;
    unitId(siteId: number, block: string, doorNumber: string): Promise<number>;
    residentsOnlyOf(site: 'gunes' | 'deniz'): ReturnType<typeof residentsOnlyOf>;
  };
}

export function buildWorld(t: TestContext): World {
  return {
    t,
    site: (values) => createSite(t, values),
    unit: (values) => createUnit(t, values),
    user: (values) => createUser(t, values),
    siteAdmin: (siteId, fullName) => createSiteAdmin(t, siteId, fullName),
    linkAdmin: (siteId, userId) => linkAdmin(t, siteId, userId),
    linkResident: (unitId, residentId) => linkResident(t, unitId, residentId),
    additionalCharge: (values) => createAdditionalCharge(t, values),
    ledgerRow: (unit, entry) => postLedgerRow(t, unit, entry),
    notification: (values) => createNotification(t, values),
    account: (values) => createAccountRow(t, values),
    transfer: (values) => createTransferRow(t, values),
    signIn: (userId) => signIn(t, userId),
    demo: {
      siteIds: () => demoSiteIds(t),
      unitId: (siteId, block, doorNumber) => demoUnitId(t, siteId, block, doorNumber),
      residentsOnlyOf: (site) => residentsOnlyOf(t, site),
    },
  };
}
