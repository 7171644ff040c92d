import { useCallback, useRef } from 'react';

/**
 * Guards a money form's submit (PRODUCT.md §10). A second submit while one is in flight is ignored:
 * the button's disabled state only arrives with the next render, after a double click's second
 * click. Each submit carries an Idempotency-Key; a failed submit keeps its key for a retry of the
 * same values (the server may have written it before the answer was lost), while changed values
 * get a new key, since the server refuses a key reused for another request.
 *
 * `run(values, send)` calls `send(key)` and resolves true once it succeeded, false when it was
 * ignored; a failure of `send` is rethrown.
 */
export function useIdempotentSubmit() {
  const inFlight = useRef(false);
  const pending = useRef<{ key: string; values: string } | null>(null);
  return useCallback(async (values: unknown, send: (idempotencyKey: string) => Promise<unknown>): Promise<boolean> => {
    if (inFlight.current) return false;
    inFlight.current = true;
    const text = JSON.stringify(values);
    if (pending.current?.values !== text) pending.current = { key: crypto.randomUUID(), values: text };
    try {
      await send(pending.current.key);
      pending.current = null;
      return true;
    } finally {
      inFlight.current = false;
    }
  }, []);
}
