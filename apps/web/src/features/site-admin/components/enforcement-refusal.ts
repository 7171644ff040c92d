import { ApiError } from '../../../lib/api-client';
import { MESSAGES } from '../messages';

/**
 * A refused icra write, as its form shows it: the messages of the form's own fields the answer
 * names (a 400), else one sentence above the form (a 409: already open, or none open).
 */
export function refusalOf<F extends string>(
  err: unknown,
  formFields: readonly F[],
): { fields: Partial<Record<F, string>>; message?: undefined } | { fields?: undefined; message: string } {
  const answered = err instanceof ApiError ? err.fields : {};
  const named = formFields.filter((f) => answered[f] !== undefined);
  if (named.length > 0)
    return { fields: Object.fromEntries(named.map((f) => [f, answered[f]])) as Partial<Record<F, string>> };
  return { message: err instanceof Error ? err.message : MESSAGES.api.unexpected };
}
