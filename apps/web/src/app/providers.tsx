import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ConfirmProvider } from '../components/ui/app-modal/confirm-provider';
import { ToastArea } from '../components/ui/toast/toast-area';
import { createQueryClient } from './query-client';
import { SessionSync } from './session-sync';

export function AppProviders({ children }: { children: ReactNode }) {
  // One client per mounted app (not per module) so tests and hot reloads start clean.
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfirmProvider>
        <SessionSync />
        {children}
        <ToastArea />
      </ConfirmProvider>
    </QueryClientProvider>
  );
}
