import { ADMIN_COMMAND_MESSAGES as M } from '@aidat/shared';
import { AdminCommandError } from './admin-error.js';

/** The terminal side of stdin: what readHiddenLine needs of process.stdin. */
export interface TerminalInput extends NodeJS.EventEmitter {
  isTTY?: boolean;
  setRawMode?(mode: boolean): unknown;
  setEncoding(encoding: BufferEncoding): unknown;
  resume(): unknown;
  pause(): unknown;
}

/**
 * Reads one line from the terminal without showing it: raw mode, so the terminal echoes
 * nothing; Enter ends it, Backspace deletes, Ctrl-C or Ctrl-D on an empty line cancels.
 */
export function readHiddenLine(prompt: string, input: TerminalInput, output: NodeJS.WritableStream): Promise<string> {
  if (!input.isTTY || !input.setRawMode) return Promise.reject(new AdminCommandError(M.noTerminal));
  const setRawMode = input.setRawMode.bind(input);
  output.write(prompt);
  setRawMode(true);
  input.setEncoding('utf8');
  input.resume();
  return new Promise((resolve, reject) => {
    let value = '';
    const finish = (done: () => void) => {
      input.off('data', onData);
      setRawMode(false);
      input.pause();
      output.write('\n');
      done();
    };
    const onData = (chunk: string) => {
      // Arrow and function keys arrive as escape sequences: not part of a password.
      if (chunk.startsWith('\u001b')) return;
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') return finish(() => resolve(value));
        if (ch === '\u0003' || (ch === '\u0004' && value === '')) {
          return finish(() => reject(new AdminCommandError(M.cancelled)));
        }
        if (ch === '\u007f' || ch === '\b') value = Array.from(value).slice(0, -1).join('');
        else if (ch >= ' ') value += ch;
      }
    };
    input.on('data', onData);
  });
}

/**
 * The password for the command: AIDAT_ADMIN_PASSWORD when set (scripts), otherwise asked twice on
 * the terminal so a typing mistake is not what gets saved.
 */
export async function obtainPassword(
  env: NodeJS.ProcessEnv,
  input: TerminalInput,
  output: NodeJS.WritableStream,
): Promise<string> {
  const fromEnv = env.AIDAT_ADMIN_PASSWORD;
  if (fromEnv !== undefined && fromEnv !== '') return fromEnv;
  const first = await readHiddenLine(M.passwordPrompt, input, output);
  const second = await readHiddenLine(M.passwordRepeatPrompt, input, output);
  if (first !== second) throw new AdminCommandError(M.passwordsDiffer);
  return first;
}
