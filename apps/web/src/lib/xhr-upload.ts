import type { Envelope } from '@aidat/shared';
import { paths } from '../config/paths-common';
import { ApiError, apiErrorOf } from './api-client';
import { clearUser } from './auth-store';
import { currentPath, navigateTo, reloadPage } from './browser';
import { applyMaintenanceHeader, MAINTENANCE_HEADER } from './maintenance';
import { MESSAGES } from './messages-common';

export interface XhrUploadOptions {
  /** Share of the file sent so far, 0–1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** The reason to give when the answer carries none: a proxy may refuse a large body before the API does. */
  fallbackMessage?: (status: number) => string;
}

function readEnvelope<T>(text: string): Envelope<T> | null {
  try {
    const body = JSON.parse(text) as unknown;
    if (body && typeof body === 'object' && 'isSuccess' in body) return body as Envelope<T>;
  } catch {
    // A proxy's HTML page (a body limit's 413, a 502): handled by status below.
  }
  return null;
}

/**
 * One file sent as multipart/form-data (field `file`) with its upload progress, which fetch does
 * not report: XMLHttpRequest, otherwise answered like api-client.ts (the session cookie, the
 * envelope unwrapped, a 401 back to /login, the maintenance header). No toast: a screen that
 * sends several files shows each one's reason beside it. Rejects with an ApiError, or an
 * AbortError when `signal` stops it.
 */
export function xhrUpload<T>(path: string, file: File, options: XhrUploadOptions = {}): Promise<T> {
  const { onProgress, signal, fallbackMessage } = options;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('Upload aborted', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    // No Content-Type: the browser writes multipart/form-data with its boundary.
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError('NetworkError', MESSAGES.api.network));
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    xhr.onload = () => {
      if (applyMaintenanceHeader(xhr.getResponseHeader(MAINTENANCE_HEADER), reloadPage)) {
        reject(new ApiError('MaintenanceMode', MESSAGES.api.maintenance, xhr.status));
        return;
      }
      const envelope = readEnvelope<T>(xhr.responseText);
      if (xhr.status === 401) {
        clearUser();
        if (currentPath() !== paths.login) navigateTo(paths.login);
      }
      if (envelope?.isSuccess && xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve(envelope.data as T);
        return;
      }
      const message = envelope?.message || fallbackMessage?.(xhr.status) || MESSAGES.api.unexpected;
      reject(apiErrorOf(envelope, xhr.status, message));
    };
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
