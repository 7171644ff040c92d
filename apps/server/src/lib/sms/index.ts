import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.js';
import { ConsoleSmsProvider } from './console-sms-provider.js';
import type { SmsProvider } from './sms-provider.js';

export type { SmsProvider } from './sms-provider.js';
export { ConsoleSmsProvider } from './console-sms-provider.js';

/** The provider SMS_PROVIDER names. */
export function createSmsProvider(config: Pick<AppConfig, 'smsProvider'>, log: FastifyBaseLogger): SmsProvider {
  switch (config.smsProvider) {
    case 'console':
      return new ConsoleSmsProvider(log);
    default:
      throw new Error(`Unknown SMS provider: ${String(config.smsProvider)}`);
  }
}
