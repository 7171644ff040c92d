import type { Envelope, ErrorDetails } from '@aidat/shared';
import { paths } from '../config/paths-common';
import { clearUser } from './auth-store';
import { currentPath, deviceIsOffline, navigateTo, pageIsUnloading, reloadPage } from './browser';
import { applyMaintenanceHeader, MAINTENANCE_HEADER } from './maintenance';
import { MESSAGES } from './messages-common';
import { getToasts, showToast } from './toast-store';

/**
 * The one HTTP client (ARCHITECTURE.md habit 3). Every answer is the envelope
 * { isSuccess, code, message, data }; callers get `data` or an ApiError carrying the code.
 * Side effects that every screen would otherwise repeat live here: the error toast, the 401
 * and network redirect to /login, and the maintenance header.
 */

export class ApiError extends Error {
  readonly code: string;
  /** HTTP status, absent when the request never got an answer. */
  readonly status?: number;
  /**
   * The message per field ("landShareNumerator", "units.3.doorNumber"), for forms that show them
   * beside the field: a 400's every field, and the field `details` names for any other failure.
   */
  readonly fields: Record<string, string>;
  /** The envelope's `details`: the field, and the row (and column) of a list or file, the error is about. */
  readonly details: ErrorDetails;

  constructor(
    code: string,
    message: string,
    status?: number,
    fields: Record<string, string> = {},
    details: ErrorDetails = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.fields = fields;
    this.details = details;
  }
}

/** The ApiError of a failure envelope (or of no envelope at all: an unknown failure). */
export function apiErrorOf(envelope: Envelope<unknown> | null, status: number, message: string): ApiError {
  const code = envelope?.code && envelope.code !== 'Success' ? envelope.code : 'UnknownError';
  const details = detailsOf(envelope?.details);
  const fields = fieldErrorsOf(envelope?.data);
  if (details.field !== undefined && !(details.field in fields)) fields[details.field] = message;
  return new ApiError(code, message, status, fields, details);
}

/** The envelope's `details`, keeping only what has the documented type. */
function detailsOf(value: unknown): ErrorDetails {
  if (!value || typeof value !== 'object') return {};
  const { field, row, sheetRow, column, problems } = value as Record<string, unknown>;
  const details: ErrorDetails = {};
  if (typeof field === 'string') details.field = field;
  if (typeof row === 'number') details.row = row;
  if (typeof sheetRow === 'number') details.sheetRow = sheetRow;
  if (typeof column === 'string') details.column = column;
  if (Array.isArray(problems)) details.problems = problems as ErrorDetails['problems'];
  return details;
}

/** The first message of each named field in a validation failure's `data.errors`. */
function fieldErrorsOf(data: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  const errors = (data as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors)) return fields;
  for (const e of errors as Array<{ field?: unknown; message?: unknown }>) {
    if (typeof e?.field === 'string' && typeof e.message === 'string' && !(e.field in fields)) {
      fields[e.field] = e.message;
    }
  }
  return fields;
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /** No danger toast for an envelope failure; the caller handles (or deliberately swallows) it. */
  silent?: boolean;
  /** Sent as Idempotency-Key on money writes: a repeat with the same key writes nothing (PRODUCT.md §10). */
  idempotencyKey?: string;
  /**
   * Told when the server made a successful answer (its Date header, epoch ms): an answer the
   * service worker kept for offline use carries the time it was first fetched.
   */
  onAnsweredAt?: (epochMs: number) => void;
}

function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** A 401 or a lost connection means the session can no longer be trusted (SPEC §8). */
function dropSession(): void {
  clearUser();
  if (currentPath() !== paths.login) navigateTo(paths.login);
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

function answeredAt(response: Response): number {
  const date = Date.parse(response.headers.get('date') ?? '');
  return Number.isNaN(date) ? Date.now() : date;
}

async function readEnvelope<T>(response: Response): Promise<Envelope<T> | null> {
  try {
    const body = (await response.json()) as unknown;
    if (body && typeof body === 'object' && 'isSuccess' in body) return body as Envelope<T>;
  } catch {
    // Not JSON (a proxy's HTML error page, an empty 502): handled as an unknown failure below.
  }
  return null;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, query, signal, silent = false, idempotencyKey, onAnsweredAt } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (idempotencyKey !== undefined) headers['Idempotency-Key'] = idempotencyKey;

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'include',
      signal,
    });
  } catch (error) {
    // A cancelled query, or a request the browser dropped because the page is being left, is
    // not a network failure; pass it through untouched.
    if (isAbort(error) || signal?.aborted || pageIsUnloading()) throw error;
    // A phone without network keeps its session: the resident pages show what was kept offline
    // (PRODUCT.md §15), and one warning is enough for the page's several requests.
    const offline = deviceIsOffline();
    if (!offline || !getToasts().some((t) => t.message === MESSAGES.api.network)) {
      showToast('warning', MESSAGES.api.network);
    }
    if (!offline) dropSession();
    throw new ApiError('NetworkError', MESSAGES.api.network);
  }

  if (applyMaintenanceHeader(response.headers.get(MAINTENANCE_HEADER), reloadPage)) {
    throw new ApiError('MaintenanceMode', MESSAGES.api.maintenance, response.status);
  }

  const envelope = await readEnvelope<T>(response);
  if (response.status === 401) dropSession();

  // A call that answers nothing has T = null, so a successful envelope's data is T.
  if (envelope?.isSuccess && response.ok) {
    onAnsweredAt?.(answeredAt(response));
    return envelope.data as T;
  }

  const message = envelope?.message || MESSAGES.api.unexpected;
  if (!silent) showToast('danger', message);
  throw apiErrorOf(envelope, response.status, message);
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
