import type { Envelope } from '@aidat/shared';
import { apiPaths } from '../../../config/paths';
import { ApiError, apiErrorOf } from '../../../lib/api-client';
import { MESSAGES } from '../messages';

/** The letter as it came: the PDF and the name the server gave it. */
export interface ClearanceLetter {
  blob: Blob;
  fileName: string;
}

/** 'attachment; filename="borcu-yoktur-A-5-2026-01-05.pdf"' → the name, or null. */
function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (utf8) {
    try {
      return decodeURIComponent(utf8[1]);
    } catch {
      // A malformed name: the plain one below, or the default.
    }
  }
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
}

/**
 * GET /api/siteadmin/units/{unitId}/clearance.pdf: the 'borcu yoktur' letter (PRODUCT.md §16).
 * Read here rather than linked, so that a unit in debt (409, the debt in the server's sentence)
 * is said on the panel instead of opening a page of JSON. Throws an ApiError with the server's
 * message; nothing is toasted, the caller shows it.
 */
export async function getClearanceLetter(unitId: number, fallbackName: string): Promise<ClearanceLetter> {
  let response: Response;
  try {
    response = await fetch(apiPaths.siteAdmin.unitClearance(unitId), {
      headers: { Accept: 'application/pdf, application/json' },
      credentials: 'include',
    });
  } catch {
    throw new ApiError('NetworkError', MESSAGES.api.network);
  }
  if (response.ok && (response.headers.get('content-type') ?? '').includes('application/pdf')) {
    return {
      blob: await response.blob(),
      fileName: fileNameOf(response.headers.get('content-disposition')) ?? fallbackName,
    };
  }
  let envelope: Envelope<unknown> | null = null;
  try {
    const body = (await response.json()) as unknown;
    if (body && typeof body === 'object' && 'isSuccess' in body) envelope = body as Envelope<unknown>;
  } catch {
    // Not JSON: an unknown failure.
  }
  const message = envelope?.message || MESSAGES.api.unexpected;
  throw apiErrorOf(envelope, response.status, message);
}

/** Hands the letter to the browser as a download. */
export function saveFile({ blob, fileName }: ClearanceLetter): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  // The click has started the download; the URL is freed once it has been read.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
