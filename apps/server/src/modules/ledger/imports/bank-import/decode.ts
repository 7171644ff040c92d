/**
 * A CSV statement's bytes as text. Turkish banks export either UTF-8 (often with a byte order mark,
 * so that Excel opens it right) or the Windows Turkish code page 1254 (PRODUCT.md §14). A file
 * that is valid UTF-8 is taken as UTF-8: Windows-1254 text with any Turkish letter (all above
 * 0x7F) is practically never valid UTF-8, while plain ASCII reads the same either way.
 */
export type StatementEncoding = 'utf-8' | 'windows-1254';

const utf8 = new TextDecoder('utf-8', { fatal: true });
// Node's TextDecoder knows windows-1254 through ICU; it decodes every byte, so it never throws.
const windows1254 = new TextDecoder('windows-1254');

export function decodeStatement(bytes: Uint8Array): { text: string; encoding: StatementEncoding } {
  try {
    // The decoder drops a leading byte order mark itself (ignoreBOM defaults to false).
    return { text: utf8.decode(bytes), encoding: 'utf-8' };
  } catch {
    return { text: windows1254.decode(bytes), encoding: 'windows-1254' };
  }
}
