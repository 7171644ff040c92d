import { EventEmitter } from 'node:events';
import { PassThrough } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { AdminCommandError } from './admin-error.js';
import { obtainPassword, readHiddenLine } from './password-prompt.js';

/** A terminal stand-in: keystrokes go in as data events, raw mode is recorded. */
function terminal(isTTY = true) {
  const input = Object.assign(new EventEmitter(), {
    isTTY,
    setRawMode: vi.fn(),
    setEncoding: vi.fn(),
    resume: vi.fn(),
    pause: vi.fn(),
  });
  const output = new PassThrough();
  let shown = '';
  output.on('data', (d) => (shown += d));
  return {
    input,
    output,
    shown: () => shown,
    type: (...chunks: string[]) => {
      for (const c of chunks) input.emit('data', c);
    },
  };
}

describe('readHiddenLine', () => {
  it('reads up to Enter in raw mode, shows only the prompt, honours Backspace and skips arrow keys', async () => {
    const t = terminal();
    const line = readHiddenLine('Şifre: ', t.input, t.output);
    t.type('Gizli', '.Sifre9', '\u007f', '1', '\u001b[D', '\r');
    expect(await line).toBe('Gizli.Sifre1');
    expect(t.input.setRawMode.mock.calls).toEqual([[true], [false]]);
    expect(t.shown()).toBe('Şifre: \n');
    expect(t.input.listenerCount('data')).toBe(0);
  });

  it('cancels on Ctrl-C', async () => {
    const t = terminal();
    const line = readHiddenLine('Şifre: ', t.input, t.output);
    t.type('abc\u0003');
    await expect(line).rejects.toThrow('İptal edildi.');
    expect(t.input.setRawMode).toHaveBeenLastCalledWith(false);
  });

  it('refuses to ask without a terminal', async () => {
    const t = terminal(false);
    await expect(readHiddenLine('Şifre: ', t.input, t.output)).rejects.toBeInstanceOf(AdminCommandError);
  });
});

describe('obtainPassword', () => {
  it('takes AIDAT_ADMIN_PASSWORD without asking', async () => {
    const t = terminal(false);
    expect(await obtainPassword({ AIDAT_ADMIN_PASSWORD: 'Env.Sifre1' }, t.input, t.output)).toBe('Env.Sifre1');
  });

  it('asks twice and refuses two different answers', async () => {
    const t = terminal();
    const same = obtainPassword({}, t.input, t.output);
    t.type('Bir.Sifre1\r');
    await Promise.resolve();
    t.type('Bir.Sifre1\r');
    expect(await same).toBe('Bir.Sifre1');

    const differ = obtainPassword({}, t.input, t.output);
    t.type('Bir.Sifre1\r');
    await Promise.resolve();
    t.type('Iki.Sifre2\r');
    await expect(differ).rejects.toThrow('Girilen iki şifre aynı değil.');
  });
});
