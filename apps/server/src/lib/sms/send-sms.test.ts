import { describe, expect, it, vi } from 'vitest';
import { onSmsResult, sendSms } from './send-sms.js';
import { type SmsProvider, SmsSendError } from './sms-provider.js';

const providerThat = (send: SmsProvider['send']): SmsProvider => ({ name: 'fake', send });

describe('sendSms', () => {
  it('reports a taken message with the provider code and logs nothing', async () => {
    const seen: unknown[] = [];
    const stop = onSmsResult((r) => seen.push(r));
    const log = { error: vi.fn() };
    try {
      const result = await sendSms(
        providerThat(async () => ({ code: '00' })),
        '+905550000001',
        'x',
        log,
      );
      expect(result).toEqual({ provider: 'fake', outcome: 'sent', code: '00' });
      expect(seen).toEqual([result]);
      expect(log.error).not.toHaveBeenCalled();
    } finally {
      stop();
    }
  });

  it.each([
    [new SmsSendError('30', false), 'permanent', '30'],
    [new SmsSendError('timeout', true), 'retryable', 'timeout'],
    [new Error('socket hang up'), 'retryable', 'error'],
  ])('never rejects; logs and reports a failure (%s) with the provider code', async (err, outcome, code) => {
    const seen: unknown[] = [];
    const stop = onSmsResult((r) => seen.push(r));
    const log = { error: vi.fn() };
    try {
      const result = await sendSms(
        providerThat(async () => {
          throw err;
        }),
        '+905550000001',
        'x',
        log,
      );
      expect(result).toEqual({ provider: 'fake', outcome, code });
      expect(seen).toEqual([result]);
      expect(log.error).toHaveBeenCalledWith(
        expect.objectContaining({ err, sms: { provider: 'fake', outcome, code } }),
        'SMS could not be sent',
      );
    } finally {
      stop();
    }
  });

  it('stops reporting to a listener that stopped observing, and survives a listener that throws', async () => {
    const seen: unknown[] = [];
    const stopThrowing = onSmsResult(() => {
      throw new Error('observer bug');
    });
    const stop = onSmsResult((r) => seen.push(r));
    stop();
    const result = await sendSms(
      providerThat(async () => undefined),
      '+905550000001',
      'x',
      { error: vi.fn() },
    );
    stopThrowing();
    expect(result.outcome).toBe('sent');
    expect(seen).toEqual([]);
  });
});
