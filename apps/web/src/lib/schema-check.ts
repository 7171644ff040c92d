import { installTurkishZodMessages } from '@aidat/shared';

/** What a shared zod schema's safeParse answers, described without importing zod here. */
interface SharedSchema<T> {
  safeParse(
    value: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: Array<{ message: string }> } };
}

let turkish = false;

/**
 * Checks a form's values against the request's schema from @aidat/shared, the one the server
 * checks the request with, so a form says no with the server's own words (the first broken rule).
 * Only administrators' screens call this: it brings zod along, which the resident's pages must not
 * download (docs/ARCHITECTURE.md, "Resident budget").
 */
export function checkWithSchema<T>(
  schema: SharedSchema<T>,
  value: unknown,
): { ok: true; data: T } | { ok: false; error: string } {
  if (!turkish) {
    installTurkishZodMessages();
    turkish = true;
  }
  const result = schema.safeParse(value);
  return result.success ? { ok: true, data: result.data } : { ok: false, error: result.error.issues[0].message };
}
