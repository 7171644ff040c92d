import type { UserDto } from '@aidat/shared';

const collator = new Intl.Collator('tr', { sensitivity: 'base' });
const fold = (text: string) => text.toLocaleLowerCase('tr');

/** Users by name in Turkish alphabetical order (Ç after C, İ after I, Ş after S...). */
export function sortUsersByName(users: readonly UserDto[]): UserDto[] {
  return [...users].sort((a, b) => collator.compare(a.fullName, b.fullName) || a.id - b.id);
}

/**
 * Matches name or e-mail ignoring Turkish case ('ayşe' finds 'AYŞE'), or the phone by its digits
 * whatever the spelling typed ('(555) 000' finds +905550000...).
 */
export function filterUsers(users: readonly UserDto[], search: string): UserDto[] {
  const text = fold(search.trim());
  if (!text) return [...users];
  // Only a search typed like a phone number is compared with phones ('komsu1' is not).
  // A national '0' prefix (0555...) is not stored: phones are +90 5xx.
  const digits = /^[\d\s()+-]+$/.test(text) ? text.replace(/\D/g, '').replace(/^0/, '') : '';
  return users.filter(
    (u) =>
      fold(u.fullName).includes(text) ||
      (u.email !== null && fold(u.email).includes(text)) ||
      (digits.length > 0 && u.phone !== null && u.phone.includes(digits)),
  );
}

/** Page `page` (1-based) of `pageSize` items, the page clamped into range. */
export function pageOf<T>(
  items: readonly T[],
  page: number,
  pageSize: number,
): { items: T[]; page: number; pageCount: number } {
  const pageCount = Math.max(1, Math.ceil(items.length / pageSize));
  const current = Math.min(Math.max(1, page), pageCount);
  return { items: items.slice((current - 1) * pageSize, current * pageSize), page: current, pageCount };
}
