/** Request and response schemas of the site set-up import (PRODUCT.md §14). */
import { z } from 'zod';

/** ?dryRun=true checks the file and writes nothing; anything else (or nothing) writes it when valid. */
export const SiteImportQuery = z.object({
  dryRun: z.preprocess((v) => v === true || v === 'true' || v === '1', z.boolean()).optional(),
});
export type SiteImportQuery = z.output<typeof SiteImportQuery>;

/** One row of the file that cannot be imported, with every problem of it (each naming the column). */
export const SiteImportProblemDto = z.object({ row: z.number().int(), problems: z.array(z.string()) });

/** One unit as the file gives it, for the dry run's preview. */
export const SiteImportRowDto = z.object({
  row: z.number().int(),
  block: z.string(),
  doorNumber: z.string(),
  resident: z.string().nullable(),
  openingBalance: z.number(),
});

export const SiteImportResultDto = z.object({
  siteId: z.number().int(),
  dryRun: z.boolean(),
  /** True when every row can be imported; nothing is written otherwise. */
  valid: z.boolean(),
  /** Whether this call wrote the file. */
  created: z.boolean(),
  rows: z.array(SiteImportRowDto),
  problems: z.array(SiteImportProblemDto),
  units: z.number().int(),
  residents: z.number().int(),
  openingBalances: z.number().int(),
  /** The opening balances' sum, in lira. */
  openingBalanceTotal: z.number(),
});
export type SiteImportResultDto = z.infer<typeof SiteImportResultDto>;
