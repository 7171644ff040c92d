import type { CreateSiteInput } from '@aidat/shared';
import { parseAmount } from '../../../lib/amount-input';

export interface SiteFormValues {
  name: string;
  address: string;
  blockCount: string;
  unitCount: string;
  monthlyDuesAmount: string;
}

export const EMPTY_SITE_FORM: SiteFormValues = {
  name: '',
  address: '',
  blockCount: '',
  unitCount: '',
  monthlyDuesAmount: '',
};

/** Every field of SPEC §5's site creation is required. */
export function isSiteFormComplete(v: SiteFormValues): boolean {
  return Object.values(v).every((field) => field.trim() !== '');
}

/**
 * The request as typed; counts are passed on as numbers, the dues read as every money field is
 * (lib/amount-input.ts), and the server answers any rule they break.
 */
export function toCreateSitePayload(v: SiteFormValues): CreateSiteInput {
  return {
    name: v.name.trim(),
    address: v.address.trim(),
    blockCount: Number(v.blockCount),
    unitCount: Number(v.unitCount),
    // As typed when it is not one clear amount: the schema names the field ("1.500,00" is 1500).
    monthlyDuesAmount: parseAmount(v.monthlyDuesAmount) ?? '',
  };
}
