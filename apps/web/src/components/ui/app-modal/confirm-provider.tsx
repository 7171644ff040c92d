import { lazy, type ReactNode, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { ConfirmContext } from './confirm-context';
import type { ConfirmOptions } from './confirm-dialog';

// Only administrators' screens ask for confirmation: the dialog (and the modal library under it)
// loads on the first request instead of with every page.
const ConfirmDialog = lazy(() => import('./confirm-dialog').then((m) => ({ default: m.ConfirmDialog })));

/**
 * One confirm dialog for the whole app, opened imperatively:
 * `if (await confirm({ title, body, confirmText: 'Sil', variant: 'danger' })) remove();`
 */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  // Kept apart from options so the texts stay in place while the dialog fades out.
  const [show, setShow] = useState(false);
  const resolver = useRef<((ok: boolean) => void) | null>(null);

  const confirm = useCallback((next: ConfirmOptions) => {
    // A second request replaces an open one; the first resolves as cancelled.
    resolver.current?.(false);
    setOptions(next);
    setShow(true);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const settle = useCallback((ok: boolean) => {
    resolver.current?.(ok);
    resolver.current = null;
    setShow(false);
  }, []);

  const value = useMemo(() => ({ confirm }), [confirm]);

  return (
    <ConfirmContext.Provider value={value}>
      {children}
      {options ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            show={show}
            title={options.title}
            body={options.body}
            confirmText={options.confirmText}
            cancelText={options.cancelText}
            variant={options.variant}
            onConfirm={() => settle(true)}
            onCancel={() => settle(false)}
          />
        </Suspense>
      ) : null}
    </ConfirmContext.Provider>
  );
}
