import { z } from 'zod';
import { fieldLabel } from './fields.js';

/**
 * Names, titles and other single-line texts (PRODUCT.md §2): no control character inside (a line
 * break, a tab, ESC, NUL), which a list, a PDF, a CSV or a terminal would otherwise carry out as
 * it is. Used by schemas/common.ts's singleLine; here, below the schemas, so its message can name it.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's job.
export const SINGLE_LINE = /^[^\u0000-\u001F\u007F]*$/;

/**
 * Turkish wording for zod's built-in checks. Schemas that carry their own message (the exact
 * texts of SPEC §5) keep it; everything else is phrased here and names the field.
 */
export function turkishIssueMessage(issue: {
  code?: string;
  path?: ReadonlyArray<PropertyKey>;
  input?: unknown;
  expected?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  origin?: string;
  format?: string;
  inclusive?: boolean;
  keys?: string[];
  pattern?: string;
}): string {
  const field = fieldLabel(issue.path) ?? 'İstek gövdesi';
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return `${field} alanı zorunludur.`;
      return `${field} alanının türü geçersiz (${turkishType(issue.expected)} bekleniyor).`;
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? `${field} alanı zorunludur.`
          : `${field} en az ${issue.minimum} karakter olmalıdır.`;
      }
      if (issue.origin === 'array') return `${field} en az ${issue.minimum} öğe içermelidir.`;
      return issue.inclusive === false
        ? `${field} ${issue.minimum} değerinden büyük olmalıdır.`
        : `${field} en az ${issue.minimum} olmalıdır.`;
    case 'too_big':
      if (issue.origin === 'string') return `${field} en fazla ${issue.maximum} karakter olabilir.`;
      if (issue.origin === 'array') return `${field} en fazla ${issue.maximum} öğe içerebilir.`;
      return `${field} en fazla ${issue.maximum} olabilir.`;
    case 'invalid_format':
      if (issue.format === 'regex' && issue.pattern === String(SINGLE_LINE))
        return `${field} satır sonu, sekme veya başka bir kontrol karakteri içeremez.`;
      if (issue.format === 'email') return `${field} geçerli bir e-posta adresi olmalıdır.`;
      if (issue.format === 'datetime' || issue.format === 'date') return `${field} geçerli bir tarih olmalıdır.`;
      return `${field} biçimi geçersiz.`;
    case 'not_multiple_of':
      return `${field} en fazla iki ondalık basamak içerebilir.`;
    case 'invalid_value':
      return `${field} için geçersiz bir değer gönderildi.`;
    case 'unrecognized_keys':
      return `Tanınmayan alan: ${(issue.keys ?? []).join(', ')}.`;
    default:
      return `${field} geçersiz.`;
  }
}

function turkishType(expected: string | undefined): string {
  switch (expected) {
    case 'string':
      return 'metin';
    case 'number':
    case 'int':
      return 'sayı';
    case 'boolean':
      return 'doğru/yanlış';
    case 'object':
      return 'nesne';
    case 'array':
      return 'liste';
    default:
      return expected ?? 'değer';
  }
}

/** Installed once by each side so every schema speaks Turkish. */
export function installTurkishZodMessages(): void {
  z.config({ customError: (issue) => turkishIssueMessage(issue as never) });
}
