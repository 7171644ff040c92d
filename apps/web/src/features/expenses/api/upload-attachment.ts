import type { Envelope, ExpenseAttachmentDto } from '@aidat/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, paths } from '../../../config/paths';
import { ApiError, apiErrorOf } from '../../../lib/api-client';
import { clearUser } from '../../../lib/auth-store';
import { currentPath, navigateTo, reloadPage } from '../../../lib/browser';
import { applyMaintenanceHeader, MAINTENANCE_HEADER } from '../../../lib/maintenance';
import { showToast } from '../../../lib/toast-store';
import { EXPENSES_SCREEN_TEXTS as T, MESSAGES } from '../messages';
import { expensesKeys } from './query-keys';

/** Share of the file sent so far, 0–1. */
export type UploadProgress = (fraction: number) => void;

function readEnvelope(text: string): Envelope<ExpenseAttachmentDto> | null {
  try {
    const body = JSON.parse(text) as unknown;
    if (body && typeof body === 'object' && 'isSuccess' in body) return body as Envelope<ExpenseAttachmentDto>;
  } catch {
    // A proxy's HTML page (a body limit's 413, a 502): handled by status below.
  }
  return null;
}

/** The reason to show when the answer carries none: a proxy may refuse a large body before the API does. */
function fallbackMessage(status: number): string {
  if (status === 413) return T.fileTooLarge;
  if (status === 415) return T.fileTypeRefused;
  return T.uploadFailed;
}

/**
 * POST /api/siteadmin/expenses/{id}/attachments as multipart/form-data with one field `file`.
 * XMLHttpRequest rather than the api client's fetch because fetch reports no upload progress; it
 * behaves like the api client otherwise: the session cookie (withCredentials), JSON accepted, the
 * envelope unwrapped, the server's reason toasted, a 401 back to /login, the maintenance header.
 */
export function uploadAttachment(
  expenseId: number,
  file: File,
  onProgress?: UploadProgress,
  signal?: AbortSignal,
): Promise<ExpenseAttachmentDto> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiPaths.siteAdmin.expenseAttachments(expenseId));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    // No Content-Type: the browser writes multipart/form-data with its boundary.
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    const fail = (error: ApiError, toast = true) => {
      if (toast) showToast('danger', error.message);
      reject(error);
    };
    xhr.onerror = () => fail(new ApiError('NetworkError', MESSAGES.api.network));
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    xhr.onload = () => {
      if (applyMaintenanceHeader(xhr.getResponseHeader(MAINTENANCE_HEADER), reloadPage)) {
        fail(new ApiError('MaintenanceMode', MESSAGES.api.maintenance, xhr.status), false);
        return;
      }
      const envelope = readEnvelope(xhr.responseText);
      if (xhr.status === 401) {
        clearUser();
        if (currentPath() !== paths.login) navigateTo(paths.login);
      }
      if (envelope?.isSuccess && xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve(envelope.data as ExpenseAttachmentDto);
        return;
      }
      fail(apiErrorOf(envelope, xhr.status, envelope?.message || fallbackMessage(xhr.status)));
    };
    if (signal) {
      if (signal.aborted) {
        reject(new DOMException('Upload aborted', 'AbortError'));
        return;
      }
      signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

export function useUploadAttachment(siteId: number, expenseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress, signal }: { file: File; onProgress?: UploadProgress; signal?: AbortSignal }) =>
      uploadAttachment(expenseId, file, onProgress, signal),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: expensesKeys.lists(siteId) }),
  });
}
