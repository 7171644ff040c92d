import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.js';
import { ConsoleSmsProvider } from './console-sms-provider.js';
import { IletiMerkeziSmsProvider } from './iletimerkezi-sms-provider.js';
import { NetgsmSmsProvider } from './netgsm-sms-provider.js';
import type { SmsProvider } from './sms-provider.js';
import { VerimorSmsProvider } from './verimor-sms-provider.js';

export type { SmsProvider, SmsReceipt } from './sms-provider.js';
export { SmsSendError } from './sms-provider.js';
export { ConsoleSmsProvider } from './console-sms-provider.js';
export { type SmsOutcome, type SmsResult, onSmsResult, sendSms } from './send-sms.js';

/** The provider SMS_PROVIDER names, with the settings config.ts checked. */
export function createSmsProvider(
  config: Pick<AppConfig, 'smsProvider'> & Partial<Pick<AppConfig, 'sms'>>,
  log: FastifyBaseLogger,
): SmsProvider {
  const settings = config.sms ?? { timeoutMs: 10_000 };
  switch (config.smsProvider) {
    case 'console':
      return new ConsoleSmsProvider(log);
    case 'netgsm':
      return new NetgsmSmsProvider(settings);
    case 'iletimerkezi':
      return new IletiMerkeziSmsProvider(settings);
    case 'verimor':
      return new VerimorSmsProvider(settings);
    default:
      throw new Error(`Unknown SMS provider: ${String(config.smsProvider)}`);
  }
}
