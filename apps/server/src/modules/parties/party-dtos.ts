import { kurusToLira, type OwnerDto, type PartyEventDto, type TenantDto } from '@aidat/shared';
import type { OwnerRow, PartyEventRow, TenancyRow } from './parties.repository.js';

/** The answer shapes of owners, tenants and what was recorded (PRODUCT.md §25). */

export const toOwnerDto = (o: OwnerRow): OwnerDto => ({
  id: o.id,
  userId: o.userId,
  fullName: o.fullName,
  phone: o.phone,
  email: o.email,
  shareNumerator: o.shareNumerator,
  shareDenominator: o.shareDenominator,
  since: o.since,
});

export const toTenantDto = (t: TenancyRow): TenantDto => ({
  id: t.id,
  userId: t.userId,
  fullName: t.fullName,
  phone: t.phone,
  email: t.email,
  since: t.since,
  until: t.until,
  monthlyRent: t.monthlyRentKurus === null ? null : kurusToLira(t.monthlyRentKurus),
});

export const toEventDto = (e: PartyEventRow): PartyEventDto => ({
  id: e.id,
  kind: e.kind,
  day: e.day,
  by: e.by,
  at: e.at.toISOString(),
  names: e.details.names,
  balance: e.details.balanceKurus === undefined ? null : kurusToLira(e.details.balanceKurus),
  finalStatementId: e.finalStatementId,
});
