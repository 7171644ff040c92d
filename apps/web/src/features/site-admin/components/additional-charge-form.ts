import {
  type AdditionalChargeSplit,
  type ChargedTo,
  type AdminUnitDto,
  type AdminUnitWithSharesDto,
  byBlockAndDoor,
  planAdditionalCharge,
  splitInstallments,
  SplitError,
} from '@aidat/shared';
import { parseAmount } from '../../../lib/amount-input';
import type { CreateAdditionalChargePayload } from '../api/create-additional-charge';

/** The 'Ek Bütçe' form as typed: one amount field, per unit or the total by the split chosen. */
export interface ChargeFormValues {
  title: string;
  split: AdditionalChargeSplit;
  /** Whom it is asked of first (PRODUCT.md §16): the owners unless the kurul put it on the users. */
  chargedTo: ChargedTo;
  amount: string;
  /** '' for one charge, else '2'…'36'. */
  installments: string;
  date: string;
}

/**
 * Whether the form holds entries a save would keep and leaving would lose: a title, an amount,
 * instalments or a split other than per unit. The date is kept after a save, so alone it is none.
 */
export function chargeFormTouched(v: ChargeFormValues): boolean {
  return (
    v.title.trim() !== '' ||
    v.amount.trim() !== '' ||
    v.installments !== '' ||
    v.split !== 'perUnit' ||
    v.chargedTo !== 'owner'
  );
}

/** The request as typed: the server names any field that breaks a rule. */
export function toChargePayload(siteId: number, v: ChargeFormValues): CreateAdditionalChargePayload {
  const amount = parseAmount(v.amount);
  return {
    siteId,
    title: v.title,
    chargedTo: v.chargedTo,
    ...(v.split === 'perUnit' ? { amountPerUnit: amount } : { split: v.split, totalAmount: amount }),
    ...(v.installments ? { installments: Number(v.installments) } : {}),
    date: v.date || undefined,
  };
}

/** A unit as the list answers it; the server sends its arsa payı too (AdminUnitWithSharesDto). */
type ListedUnit = AdminUnitDto & Partial<Pick<AdminUnitWithSharesDto, 'landShareNumerator' | 'landShareDenominator'>>;

export interface PreviewRow {
  unitId: number;
  label: string;
  amountKurus: number;
  /** The first instalment, when the part is paid in instalments. */
  firstInstallmentKurus: number | null;
}

export type ChargePreview =
  | { ok: true; units: number; totalKurus: number; rows: PreviewRow[]; skipped: number; installments: number }
  | { ok: false; message: string };

/**
 * What the server will charge, computed with the same shared split (planAdditionalCharge): the
 * units that get a row (a part of 0 gets none), their total and each unit's part. Null when the
 * amount is not a number yet — then the server's answer names the field.
 */
export function previewCharge(units: readonly ListedUnit[], v: ChargeFormValues): ChargePreview | null {
  const amount = parseAmount(v.amount);
  if (typeof amount !== 'number' || !(amount > 0)) return null;
  const kurus = Math.round(amount * 100);
  const installments = v.installments ? Number(v.installments) : 1;
  try {
    const parts = planAdditionalCharge(units, {
      split: v.split,
      amountPerUnitKurus: v.split === 'perUnit' ? kurus : undefined,
      totalKurus: v.split === 'perUnit' ? undefined : kurus,
    });
    const byId = new Map(units.map((u) => [u.id, u]));
    const rows = parts
      .filter((p) => p.amountKurus > 0)
      // Listed by block and door, as the unit list is.
      .sort((a, b) => byBlockAndDoor(byId.get(a.unitId)!, byId.get(b.unitId)!))
      .map((p) => {
        const unit = byId.get(p.unitId)!;
        return {
          unitId: p.unitId,
          label: `${unit.block}-${unit.doorNumber}`,
          amountKurus: p.amountKurus,
          firstInstallmentKurus: installments > 1 ? splitInstallments(p.amountKurus, installments)[0] : null,
        };
      });
    return {
      ok: true,
      units: rows.length,
      totalKurus: rows.reduce((sum, r) => sum + r.amountKurus, 0),
      rows,
      skipped: parts.length - rows.length,
      installments,
    };
  } catch (err) {
    if (err instanceof SplitError) return { ok: false, message: err.message };
    throw err;
  }
}
