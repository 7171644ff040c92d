import { LEDGER_TEXTS } from '@aidat/shared';

/** The texts the posting path writes into a row's description (post.ts owns every description). */

const DESCRIPTION_MAX = 500;

/**
 * "İptal: <original> (<reason>)", shortening the original's end if the column would overflow. The
 * reason also goes into the row's reversal_reason, which is what is read back; migration 0021
 * read it out of this form for the reversals made before (aidat_legacy_reversal_reason).
 */
export function reversalDescription(original: string, reason: string): string {
  const head = LEDGER_TEXTS.reversalPrefix;
  const tail = ` (${reason})`;
  const room = DESCRIPTION_MAX - head.length - tail.length;
  const body = original.length > room ? `${original.slice(0, room - 1)}…` : original;
  return `${head}${body}${tail}`;
}

/**
 * An ek bütçe payment's description must contain the charge's title: the resident's screen
 * groups entries under the title they contain.
 */
export function ekbutcePaymentDescription(title: string, given: string | undefined): string {
  if (!given) return LEDGER_TEXTS.paymentOf(title);
  return given.includes(title) ? given : LEDGER_TEXTS.paymentOfWith(title, given);
}
