import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { ConfirmContext } from './confirm-context';
import { ConfirmDialog, type ConfirmOptions } from './confirm-dialog';

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
      <ConfirmDialog
        show={show}
        title={options?.title ?? ''}
        body={options?.body ?? ''}
        confirmText={options?.confirmText}
        cancelText={options?.cancelText}
        variant={options?.variant}
        onConfirm={() => settle(true)}
        onCancel={() => settle(false)}
      />
    </ConfirmContext.Provider>
  );
}
