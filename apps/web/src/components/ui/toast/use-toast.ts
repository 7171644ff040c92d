import { useMemo } from 'react';
import { showToast, type ToastVariant } from '../../../lib/toast-store';

export type ToastApi = Record<ToastVariant, (message: string) => number>;

/** Screens raise toasts through this hook; the store behind it is shared with the API client. */
export function useToast(): ToastApi {
  return useMemo(
    () => ({
      success: (message) => showToast('success', message),
      danger: (message) => showToast('danger', message),
      warning: (message) => showToast('warning', message),
      info: (message) => showToast('info', message),
    }),
    [],
  );
}
