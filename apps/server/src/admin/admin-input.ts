import {
  ADMIN_COMMAND_MESSAGES as M,
  EmailInput,
  PERSON_NAME_MAX,
  PhoneInput,
  passwordWeakness,
  SINGLE_LINE,
} from '@aidat/shared';
import { AdminCommandError } from './admin-error.js';

// The same rules as the API's forms: a phone or e-mail the command accepts, the app accepts.

export function checkName(raw: string): string {
  const name = raw.trim();
  if (!name) throw new AdminCommandError(M.nameRequired);
  if (name.length > PERSON_NAME_MAX) throw new AdminCommandError(M.nameTooLong(PERSON_NAME_MAX));
  if (!SINGLE_LINE.test(name)) throw new AdminCommandError(M.nameControlCharacters);
  return name;
}

/** Any spelling the login screen takes; E.164 back. */
export function checkPhone(raw: string): string {
  const parsed = PhoneInput.safeParse(raw);
  if (!parsed.success) throw new AdminCommandError(parsed.error.issues[0]?.message ?? M.noUserWithPhone);
  return parsed.data;
}

/**
 * A line for the terminal: control characters (ESC starts a terminal's escape sequences) shown as
 * '?', so a name stored before they were refused cannot move the cursor or recolour the screen.
 */
export function printable(line: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's job.
  return line.replace(/[\u0000-\u001F\u007F]/g, '?');
}

/** Trimmed and lower-cased, as stored. */
export function checkEmail(raw: string): string {
  const parsed = EmailInput.safeParse(raw);
  if (!parsed.success) throw new AdminCommandError(M.invalidEmail);
  return parsed.data;
}

export function checkPassword(password: string): string {
  const weakness = passwordWeakness(password);
  if (weakness) throw new AdminCommandError(weakness);
  return password;
}
