import type { FinalStatementDto } from '@aidat/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { PARTY_PATHS } from './party-paths';

/** GET /api/me/final-statements: the final statements of the caller's past tenancies and ownerships. */
export function getMyFinalStatements(signal?: AbortSignal): Promise<FinalStatementDto[]> {
  return api.get<FinalStatementDto[]>(PARTY_PATHS.finalStatements, { signal, silent: true });
}

export function useMyFinalStatements() {
  return useQuery({ queryKey: ['me', 'final-statements'], queryFn: ({ signal }) => getMyFinalStatements(signal) });
}
