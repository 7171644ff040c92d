import type { CreateSiteInput } from '@aidat/shared';

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
 * The request as typed; numbers are passed on as numbers (a comma is read as the decimal
 * separator) and the server answers any rule they break.
 */
export function toCreateSitePayload(v: SiteFormValues): CreateSiteInput {
  return {
    name: v.name.trim(),
    address: v.address.trim(),
    blockCount: Number(v.blockCount),
    unitCount: Number(v.unitCount),
    monthlyDuesAmount: Number(v.monthlyDuesAmount.replace(',', '.')),
  };
}
