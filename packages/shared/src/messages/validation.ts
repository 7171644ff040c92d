import { z } from 'zod';
import { fieldLabel } from './fields.js';

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
