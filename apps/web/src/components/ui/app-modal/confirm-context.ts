import { createContext, useContext } from 'react';
import type { ConfirmOptions } from './confirm-dialog';

export interface ConfirmApi {
  confirm: (options: ConfirmOptions) => Promise<boolean>;
}

export const ConfirmContext = createContext<ConfirmApi | null>(null);

export function useConfirm(): ConfirmApi['confirm'] {
  const api = useContext(ConfirmContext);
  if (!api) throw new Error('useConfirm must be used inside ConfirmProvider');
  return api.confirm;
}
