import { normalizeTurkishIban } from '@aidat/shared';

/**
 * The sender's IBAN of a row: the bank's own column when it has one, else the first valid Turkish
 * IBAN written in the description (FAST and EFT descriptions often carry it), as long as it is not
 * the site's own account. Only IBANs whose check digits hold are taken, so a reference number
 * that happens to start with TR is not.
 */
const IBAN_IN_TEXT = /TR\s?\d{2}(?:\s?\d){22}/gi;

export function senderIbanOf(
  column: string | undefined,
  description: string,
  accountIban?: string,
): string | undefined {
  const own = accountIban ? normalizeTurkishIban(accountIban) : null;
  const fromColumn = column ? normalizeTurkishIban(column) : null;
  if (fromColumn && fromColumn !== own) return fromColumn;
  for (const match of description.matchAll(IBAN_IN_TEXT)) {
    const iban = normalizeTurkishIban(match[0]);
    if (iban && iban !== own) return iban;
  }
  return undefined;
}
