import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelopeResponse, mockFetch } from '../../../test/fetch-mock';
import { renderAt } from '../../../test/render';
import { CardCheckoutsTable } from './card-checkouts-table';
import { CardSettingsCard } from './card-settings-card';

afterEach(() => vi.unstubAllGlobals());

const PAGE = {
  data: [
    {
      id: 3,
      orderId: 'AIDX1',
      amount: 1000,
      status: 'pending',
      provider: 'fake',
      paymentUrl: 'x',
      expiresAt: '2026-11-29T10:30:00.000Z',
      paymentIds: [],
      receiptNos: [],
      unitId: 5,
      unitLabel: 'A-5',
      payerName: 'Mehmet Demir',
      createdAt: '2026-11-29T10:00:00.000Z',
      flagged: true,
      paidAmount: 999.99,
      commission: null,
      cardMasked: null,
    },
  ],
  page: 1,
  pageSize: 20,
  totalCount: 1,
  totalPages: 1,
};

describe('Kartla Ödemeler', () => {
  it('lists the checkouts with a differing amount flagged', async () => {
    mockFetch({ 'GET /api/siteadmin/sites/1/card-payments/checkouts': PAGE });
    renderAt('/', <CardCheckoutsTable siteId={1} />);
    const row = await screen.findByTestId('card-checkout-row');
    expect(row).toHaveTextContent('A-5');
    expect(row).toHaveTextContent('Mehmet Demir');
    expect(row).toHaveTextContent('Tutar farklı');
  });

  it('turns card payment on with a rate, and marks a refused rate', async () => {
    const fetch = mockFetch({
      'GET /api/siteadmin/sites/1/card-payments': {
        enabled: false,
        provider: 'fake',
        accountId: null,
        commissionRatePercent: 0,
      },
      'PUT /api/siteadmin/sites/1/card-payments': (_url: string, init: RequestInit | undefined) =>
        JSON.parse(String(init?.body)).commissionRatePercent === '101'
          ? envelopeResponse(null, {
              status: 400,
              code: 'ValidationError',
              message: 'Komisyon oranı (%) en fazla 100 olmalıdır.',
              details: { field: 'commissionRatePercent' },
            })
          : envelopeResponse({ enabled: true, provider: 'fake', accountId: 9, commissionRatePercent: 1.75 }),
    });
    renderAt('/', <CardSettingsCard siteId={1} />);
    await userEvent.click(await screen.findByLabelText('Sakinler borçlarını kartla ödeyebilsin'));
    const rate = screen.getByLabelText('Komisyon oranı (%)');
    await userEvent.clear(rate);
    await userEvent.type(rate, '101');
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Komisyon oranı (%) en fazla 100 olmalıdır.')).toBeInTheDocument();
    await userEvent.clear(rate);
    await userEvent.type(rate, '1,75');
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(fetch.mock.calls.filter(([, i]) => i?.method === 'PUT')).toHaveLength(2));
    const last = fetch.mock.calls.filter(([, i]) => i?.method === 'PUT').at(-1)!;
    expect(JSON.parse(String(last[1]!.body))).toEqual({ enabled: true, commissionRatePercent: '1.75' });
  });
});
