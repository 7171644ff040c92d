import type { Envelope } from '@aidat/shared';
import { paths } from '../config/paths-common';
import { ApiError, apiErrorOf, type QueryValue } from './api-client';
import { clearUser } from './auth-store';
import { currentPath, navigateTo, reloadPage } from './browser';
import { applyMaintenanceHeader, MAINTENANCE_HEADER } from './maintenance';
import { MESSAGES } from './messages-common';
import { showToast } from './toast-store';

/**
 * A file sent as multipart/form-data (field `file`), answered like every other call: the
 * envelope's `data`, or an ApiError with the server's reason toasted, a 401 back to /login, the
 * maintenance header applied. Apart from api-client.ts so that the app shell, which every
 * resident downloads, does not carry it; only the administrators' upload screens import it.
 */
export async function apiUpload<T>(
  path: string,
  file: File,
  options: { query?: Record<string, QueryValue>; idempotencyKey?: string } = {},
): Promise<T> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  const url = search ? `${path}?${search}` : path;
  const form = new FormData();
  form.append('file', file, file.name);
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  let response: Response;
  try {
    // No Content-Type: the browser writes multipart/form-data with its boundary.
    response = await fetch(url, { method: 'POST', headers, body: form, credentials: 'include' });
  } catch {
    showToast('warning', MESSAGES.api.network);
    throw new ApiError('NetworkError', MESSAGES.api.network);
  }
  if (applyMaintenanceHeader(response.headers.get(MAINTENANCE_HEADER), reloadPage)) {
    throw new ApiError('MaintenanceMode', MESSAGES.api.maintenance, response.status);
  }
  let envelope: Envelope<T> | null = null;
  try {
    const body = (await response.json()) as unknown;
    if (body && typeof body === 'object' && 'isSuccess' in body) envelope = body as Envelope<T>;
  } catch {
    // A proxy's HTML page (a body limit's 413, a 502): an unknown failure below.
  }
  if (response.status === 401) {
    clearUser();
    if (currentPath() !== paths.login) navigateTo(paths.login);
  }
  if (envelope?.isSuccess && response.ok) return envelope.data as T;
  const message = envelope?.message || MESSAGES.api.unexpected;
  showToast('danger', message);
  throw apiErrorOf(envelope, response.status, message);
}
