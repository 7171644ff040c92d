import { describe, expect, it, vi } from 'vitest';
import { ConsoleSmsProvider, createSmsProvider } from './index.js';

describe('console SMS provider', () => {
  it('writes the recipient and the text, code included, to the server log', async () => {
    const info = vi.fn();
    const provider = new ConsoleSmsProvider({ info } as never);
    await provider.send('+905550000003', 'Aidat doğrulama kodunuz: 123456.');
    expect(info).toHaveBeenCalledTimes(1);
    const [fields, line] = info.mock.calls[0];
    expect(fields).toEqual({ sms: { to: '+905550000003', text: 'Aidat doğrulama kodunuz: 123456.' } });
    expect(line).toContain('123456');
  });

  it('is what SMS_PROVIDER=console selects', () => {
    const provider = createSmsProvider({ smsProvider: 'console' }, { info: vi.fn() } as never);
    expect(provider.name).toBe('console');
  });
});
