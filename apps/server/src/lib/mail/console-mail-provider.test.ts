import { describe, expect, it, vi } from 'vitest';
import { ConsoleMailProvider, createMailProvider } from './index.js';

const MESSAGE = {
  to: 'ayse@example.com',
  subject: 'Olağan genel kurul çağrısı',
  text: 'Genel kurul 12 Mart günü saat 19.00’da yapılacaktır.',
};

describe('console mail provider', () => {
  it('writes the recipient, subject and text to the server log at info and answers sent', async () => {
    const info = vi.fn();
    const result = await new ConsoleMailProvider({ info } as never).send(MESSAGE);

    expect(result).toEqual({ provider: 'console', outcome: 'sent', code: 'logged' });
    expect(info).toHaveBeenCalledTimes(1);
    const [fields, line] = info.mock.calls[0];
    expect(fields).toEqual({ mail: MESSAGE });
    expect(line).toBe('E-mail to ayse@example.com: Olağan genel kurul çağrısı');
  });

  it('is what MAIL_PROVIDER=console selects, without a warning', () => {
    const log = { info: vi.fn(), warn: vi.fn() };
    expect(createMailProvider({ mailProvider: 'console' }, log).name).toBe('console');
    expect(log.warn).not.toHaveBeenCalled();
  });
});

describe('e-mail off (production without MAIL_PROVIDER)', () => {
  it('warns once when made and answers every send failed with the code disabled', async () => {
    const log = { info: vi.fn(), warn: vi.fn() };
    const provider = createMailProvider({ mailProvider: 'off' }, log);

    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn.mock.calls[0][0]).toMatch(/^E-mail is off: MAIL_PROVIDER is not set/);
    expect(await provider.send(MESSAGE)).toEqual({ provider: 'disabled', outcome: 'failed', code: 'disabled' });
    expect(await provider.send(MESSAGE)).toEqual({ provider: 'disabled', outcome: 'failed', code: 'disabled' });
    expect([log.warn.mock.calls.length, log.info.mock.calls.length]).toEqual([1, 0]);
  });
});

describe('createMailProvider', () => {
  it('makes the SMTP provider from the checked settings', () => {
    const log = { info: vi.fn(), warn: vi.fn() };
    const mail = { smtpUrl: 'smtp://127.0.0.1:2525', from: 'Aidat <noreply@example.com>', timeoutMs: 1000 };
    expect(createMailProvider({ mailProvider: 'smtp', mail }, log).name).toBe('smtp');
  });

  it('refuses smtp without a server or a sender (a config built by hand, not by loadConfig)', () => {
    const log = { info: vi.fn(), warn: vi.fn() };
    expect(() => createMailProvider({ mailProvider: 'smtp', mail: { timeoutMs: 1000 } }, log)).toThrow(
      /MAIL_PROVIDER=smtp needs SMTP_URL and MAIL_FROM/,
    );
  });
});
