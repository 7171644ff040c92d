/**
 * GET /api/me/data-export: everything Aidat holds about the signed-in user (KVKK art. 11, the
 * right to learn what is processed; PRODUCT.md §9). Only the caller's own rows: no password hash,
 * no session tokens, and nothing of another person (who posted a ledger entry is left out).
 */
import { z } from 'zod';
import { ROLES } from '../roles.js';
import { LedgerTransactionType } from './me.js';

export const DataExportProfile = z.object({
  id: z.number().int(),
  fullName: z.string(),
  email: z.string().nullable(),
  /** E.164. */
  phone: z.string().nullable(),
  role: z.enum(ROLES),
  isBlocked: z.boolean(),
  createdAtUtc: z.string(),
  /** Sites the user manages as an Admin. */
  administeredSites: z.array(z.object({ siteId: z.number().int(), siteName: z.string() })),
});
export type DataExportProfile = z.infer<typeof DataExportProfile>;

/** One ledger entry of the user's unit; amounts in lira, negative only on reversals. */
export const DataExportTransaction = z.object({
  id: z.number().int(),
  type: LedgerTransactionType,
  description: z.string(),
  dateUtc: z.string(),
  amount: z.number(),
  additionalChargeTitle: z.string().nullable(),
  /** The entry this one reverses, when it is a reversal. */
  reversesId: z.number().int().nullable(),
  /** A payment's receipt number, "2026-000123"; null on charges and reversals. */
  receiptNo: z.string().nullable(),
});
export type DataExportTransaction = z.infer<typeof DataExportTransaction>;

export const DataExportUnit = z.object({
  unitId: z.number().int(),
  siteId: z.number().int(),
  siteName: z.string(),
  block: z.string(),
  doorNumber: z.string(),
  squareMeters: z.number().int(),
  roomCount: z.number().int(),
  /** The name and e-mail the site's manager recorded for this unit's resident (PRODUCT.md §4). */
  recordedResidentName: z.string().nullable(),
  recordedResidentEmail: z.string().nullable(),
  /** Oldest first, as a statement reads. */
  transactions: z.array(DataExportTransaction),
});
export type DataExportUnit = z.infer<typeof DataExportUnit>;

export const DataExportLoginAttempt = z.object({
  attemptedAtUtc: z.string(),
  /** 0 OTP success, 1 OTP failure, 2 password success, 3 password failure. */
  attemptType: z.number().int().min(0).max(3),
  isSuccess: z.boolean(),
  ipAddress: z.string().nullable(),
  failureReason: z.string().nullable(),
});
export type DataExportLoginAttempt = z.infer<typeof DataExportLoginAttempt>;

const unitNamed = { unitId: z.number().int(), siteName: z.string(), block: z.string(), doorNumber: z.string() };

/** A unit the person owns or owned (PRODUCT.md §16), with the share and the days. */
export const DataExportOwnership = z.object({
  ...unitNamed,
  shareNumerator: z.number().int(),
  shareDenominator: z.number().int(),
  since: z.string(),
  until: z.string().nullable(),
});

/** A unit the person rents or rented, with the rent as the manager recorded it. */
export const DataExportTenancy = z.object({
  ...unitNamed,
  since: z.string(),
  until: z.string().nullable(),
  monthlyRent: z.number().nullable(),
});

/** A ticket the person opened (PRODUCT.md §17), with its history; files by name only. */
export const DataExportTicket = z.object({
  id: z.number().int(),
  siteName: z.string(),
  block: z.string().nullable(),
  doorNumber: z.string().nullable(),
  category: z.string(),
  title: z.string(),
  description: z.string(),
  status: z.string(),
  reportedAtUtc: z.string(),
  rating: z.number().int().nullable(),
  ratingComment: z.string().nullable(),
  attachments: z.array(z.object({ fileName: z.string(), contentType: z.string(), size: z.number().int() })),
  events: z.array(z.object({ atUtc: z.string(), type: z.string(), status: z.string(), note: z.string().nullable() })),
});
export type DataExportTicket = z.infer<typeof DataExportTicket>;

/** A card checkout the person started (PRODUCT.md §20): no card number is ever held, only masked digits. */
export const DataExportCardPayment = z.object({
  orderId: z.string(),
  siteName: z.string(),
  block: z.string(),
  doorNumber: z.string(),
  provider: z.string(),
  status: z.string(),
  /** Lira. */
  amount: z.number(),
  paidAmount: z.number().nullable(),
  cardMasked: z.string().nullable(),
  receiptNos: z.array(z.string()),
  createdAtUtc: z.string(),
  settledAtUtc: z.string().nullable(),
});
export type DataExportCardPayment = z.infer<typeof DataExportCardPayment>;

/** A handover (PRODUCT.md §19) the person handed over (`from`) or took over (`to`). */
export const DataExportHandover = z.object({
  id: z.number().int(),
  siteName: z.string(),
  atUtc: z.string(),
  side: z.enum(['from', 'to']),
  fullName: z.string(),
});
export type DataExportHandover = z.infer<typeof DataExportHandover>;

export const DataExport = z.object({
  /** What the file is, in Turkish, for whoever opens it. */
  about: z.string(),
  exportedAtUtc: z.string(),
  profile: DataExportProfile,
  units: z.array(DataExportUnit),
  /** As owner (kat maliki) and as tenant (kiracı), past and current. */
  ownerships: z.array(DataExportOwnership),
  tenancies: z.array(DataExportTenancy),
  /** The arıza and talep tickets the person opened, newest first. */
  tickets: z.array(DataExportTicket),
  /** The card checkouts the person started, newest first. */
  cardPayments: z.array(DataExportCardPayment),
  /** The site handovers the person took part in, newest first. */
  handovers: z.array(DataExportHandover),
  /** Newest first, as far back as LoginHistoryRetentionDays. */
  loginHistory: z.array(DataExportLoginAttempt),
});
export type DataExport = z.infer<typeof DataExport>;

/** `aidat-verilerim-2026-11-23.json`: ASCII, dated by the Istanbul calendar day. */
export function dataExportFileName(day: string): string {
  return `aidat-verilerim-${day}.json`;
}
