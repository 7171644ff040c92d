import { formatMoney, type SmsCampaignPreview } from '@aidat/shared';
import { SMS_TEXTS as T } from './messages';

/** What the preview dialog says above the list, worked out once from the server's preview. */
export interface PreviewSummary {
  canSend: boolean;
  summary: string;
  /** The one text every recipient gets (an announcement), or null when each differs (reminders). */
  commonText: string | null;
  confirmLabel: string;
}

export function previewSummary(preview: SmsCampaignPreview): PreviewSummary {
  const texts = new Set(preview.recipients.map((r) => r.text));
  const count = preview.messageCount;
  return {
    canSend: count > 0,
    summary:
      count > 0 ? T.summary(count, formatMoney(preview.totalCost), formatMoney(preview.pricePerMessage)) : T.nobody,
    commonText: texts.size === 1 ? [...texts][0] : null,
    confirmLabel: T.confirm(count),
  };
}
