/**
 * Turkish text folded for comparison: upper case ASCII, so that 'Açıklama', 'AÇIKLAMA', 'ACIKLAMA'
 * and 'açiklama' compare equal, and 'Işık', 'IŞIK' and 'ISIK' too. Bank exports write the same word
 * with and without Turkish letters (older systems and SMS-style descriptions drop them), and the
 * Windows-1254/UTF-8 mix makes the same statement arrive either way, so every comparison in the
 * import (headers, descriptions, names, payment references) goes through this one function.
 *
 * Written without Turkish letters in string literals on purpose (server sources keep their texts
 * in packages/shared): the dotless ı is the only Turkish letter with no Unicode decomposition, the
 * others (ç ğ ö ş ü İ) are a Latin letter plus a combining mark, which NFD separates.
 */
export function foldTurkish(text: string): string {
  return text
    .replace(/\u0131/g, 'i')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase();
}

/** Folded, with every run of characters other than letters and digits as one space, trimmed. */
export function foldWords(text: string): string {
  return foldTurkish(text)
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();
}

/** Folded, whitespace collapsed, punctuation kept: the description as the row hash sees it. */
export function foldSpaces(text: string): string {
  return foldTurkish(text).replace(/\s+/g, ' ').trim();
}
