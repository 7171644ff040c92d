import { PASSWORD_RULE_MESSAGES } from './messages/errors.js';

/** The strength rule for new passwords: 8+ characters with a letter and a digit. */
export function passwordWeakness(password: string): string | null {
  if (password.length < 8) return PASSWORD_RULE_MESSAGES.tooShort;
  if (password.length > 128) return PASSWORD_RULE_MESSAGES.tooLong;
  if (!/[A-Za-zÇĞİÖŞÜçğıöşü]/.test(password) || !/\d/.test(password)) return PASSWORD_RULE_MESSAGES.needsLetterAndDigit;
  return null;
}
