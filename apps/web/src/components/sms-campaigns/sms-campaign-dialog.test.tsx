import type { SmsCampaignDetail, SmsCampaignPreview } from '@aidat/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelopeResponse, mockFetch } from '../../test/fetch-mock';
import { renderAt } from '../../test/render';
import { previewSummary } from './preview-summary';
import { SmsCampaignDialog } from './sms-campaign-dialog';

const PREVIEW: SmsCampaignPreview = {
  kind: 'announcement',
  messageCount: 2,
  pricePerMessage: 0.25,
  totalCost: 0.5,
  recipients: [
    { units: 'A-1, A-4', residentName: 'Ali Veli', phone: '+90 555 *** ** 01', text: 'Gunes: Su kesintisi - Yarin' },
    { units: 'A-2', residentName: null, phone: '+90 555 *** ** 02', text: 'Gunes: Su kesintisi - Yarin' },
  ],
  skipped: [{ units: 'A-3', residentName: null }],
};

const DETAIL: SmsCampaignDetail = {
  id: 7,
  siteId: 1,
  kind: 'announcement',
  notificationId: 3,
  monthsOverdueMoreThan: null,
  createdAt: '2026-11-26T10:00:00.000Z',
  createdBy: 'Yönetici',
  pricePerMessage: 0.25,
  totalCost: 0.5,
  total: 2,
  sent: 1,
  failed: 1,
  pending: 0,
  done: true,
  recipients: [
    {
      ...PREVIEW.recipients[0],
      id: 1,
      status: 'sent',
      outcome: 'sent',
      code: '00',
      provider: 'netgsm',
      finishedAt: null,
    },
    {
      ...PREVIEW.recipients[1],
      id: 2,
      status: 'failed',
      outcome: 'permanent',
      code: '30',
      provider: 'netgsm',
      finishedAt: null,
    },
  ],
};

describe('previewSummary', () => {
  it('states count and cost, shows one text when all are the same, and allows sending only to someone', () => {
    const s = previewSummary(PREVIEW);
    expect(s.canSend).toBe(true);
    expect(s.summary).toBe('2 SMS gönderilecek. Tahmini maliyet: 0,50 ₺ (mesaj başı 0,25 ₺).');
    expect(s.commonText).toBe('Gunes: Su kesintisi - Yarin');
    const reminders = { ...PREVIEW, recipients: [PREVIEW.recipients[0], { ...PREVIEW.recipients[1], text: 'other' }] };
    expect(previewSummary(reminders).commonText).toBeNull();
    const none = previewSummary({ ...PREVIEW, messageCount: 0, totalCost: 0, recipients: [] });
    expect(none.canSend).toBe(false);
    expect(none.summary).toBe('Gönderilecek telefon numarası yok.');
  });
});

describe('SmsCampaignDialog', () => {
  it('previews, sends once on a double click with an Idempotency-Key, then shows the progress and log', async () => {
    const posts: Array<{ key: string | null; body: unknown }> = [];
    mockFetch({
      'POST /api/siteadmin/sites/1/sms-campaigns/preview': PREVIEW,
      'POST /api/siteadmin/sites/1/sms-campaigns': (_url: string, init?: RequestInit) => {
        posts.push({ key: new Headers(init?.headers).get('Idempotency-Key'), body: JSON.parse(String(init?.body)) });
        return envelopeResponse({ ...DETAIL, recipients: undefined });
      },
      'GET /api/siteadmin/sites/1/sms-campaigns': [],
      'GET /api/siteadmin/sites/1/sms-campaigns/7': DETAIL,
    });
    const user = userEvent.setup();
    renderAt(
      '/',
      <SmsCampaignDialog
        siteId={1}
        request={{ kind: 'announcement', notificationId: 3 }}
        title="Duyuruyu SMS ile gönder"
        show
        onHide={() => {}}
      />,
    );
    expect(await screen.findByTestId('sms-preview-summary')).toHaveTextContent('2 SMS gönderilecek');
    expect(screen.getByTestId('sms-preview-text')).toHaveTextContent('Gunes: Su kesintisi - Yarin');
    expect(screen.getByTestId('sms-preview-skipped')).toHaveTextContent('A-3');
    await user.dblClick(screen.getByTestId('sms-confirm'));
    expect(await screen.findByTestId('sms-progress-text')).toHaveTextContent(
      '2 mesajdan 1 gönderildi, 1 başarısız. Gönderim tamamlandı.',
    );
    expect(screen.getByText('netgsm permanent 30')).toBeInTheDocument();
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0].key).toMatch(/^[0-9a-f-]{36}$/);
    expect(posts[0].body).toEqual({ kind: 'announcement', notificationId: 3 });
  });
});
