import type { Settings } from '../../lib/settings.js';
import type { StatusSms } from './tell-opener.js';

/** TicketSmsOnStatus, read at each change so a switch applies at once; null when off. */
export async function statusSmsSetting(settings: Settings): Promise<StatusSms | null> {
  if (!(await settings.bool('TicketSmsOnStatus'))) return null;
  return { pricePerMessageKurus: await settings.int('SmsPricePerMessageKurus') };
}
