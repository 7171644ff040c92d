import type { FastifyBaseLogger } from 'fastify';
import { type SmsProvider, SmsSendError } from './sms-provider.js';

export type SmsOutcome = 'sent' | 'retryable' | 'permanent';

/** One send, as a counter sees it: which provider, how it ended, the provider's code. */
export interface SmsResult {
  provider: string;
  outcome: SmsOutcome;
  code: string;
}

type SmsResultListener = (result: SmsResult) => void;
const listeners = new Set<SmsResultListener>();

/** Observes every send's result (metrics); returns a function that stops observing. */
export function onSmsResult(listener: SmsResultListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * The one way a message goes out: never rejects, logs a failure with the provider's code, and
 * reports every result to onSmsResult's listeners. The caller answers its own client the same
 * way whatever happened here, so a refused send tells nobody whether the number is known.
 */
export async function sendSms(
  provider: SmsProvider,
  phone: string,
  text: string,
  log: Pick<FastifyBaseLogger, 'error'>,
): Promise<SmsResult> {
  let result: SmsResult;
  try {
    const receipt = await provider.send(phone, text);
    result = { provider: provider.name, outcome: 'sent', code: receipt?.code ?? 'ok' };
  } catch (err) {
    const known = err instanceof SmsSendError ? err : undefined;
    // An unexpected failure (a bug, a broken network stack) may pass on its own: count it retryable.
    const outcome: SmsOutcome = known && !known.retryable ? 'permanent' : 'retryable';
    result = { provider: provider.name, outcome, code: known?.code ?? 'error' };
    log.error({ err, phone, sms: result }, 'SMS could not be sent');
  }
  for (const listener of listeners) {
    try {
      listener(result);
    } catch {
      // An observer's bug must not reach the sign-in.
    }
  }
  return result;
}
