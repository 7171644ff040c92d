import type { UnitAccountDto } from '@aidat/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelopeResponse, mockFetch } from '../../../test/fetch-mock';
import { renderRoutes } from '../../../test/render';
import { CardPayPage } from './card-pay-page';
import { CardPaymentResultPage } from './card-payment-result-page';

const item = (id: number | null, type: string, description: string, unpaid: number) => ({
  id,
  type,
  description,
  date: '2026-01-01',
  amount: unpaid,
  payerRole: 'occupant',
  unpaid,
  tenantDebt: false,
});

const ACCOUNT = {
  unitId: 5,
  siteName: 'Güneş Sitesi',
  block: 'A',
  doorNumber: '5',
  relations: ['resident'],
  items: [
    item(10, 'aidat_charge', 'Ocak 2026 Aidatı', 1000),
    item(null, 'gecikme_charge', 'Ocak gecikme', 40.5),
    item(11, 'aidat_charge', 'Şubat 2026 Aidatı', 1000),
    item(12, 'ekbutce_charge', 'Ek bütçe: Çatı Onarımı', 500),
  ],
  payments: [],
  outstanding: -2540.5,
  enforcement: false,
  since: null,
} as unknown as UnitAccountDto;

afterEach(() => vi.unstubAllGlobals());

describe('CardPayPage', () => {
  it('ticks the older dues with a newer one, opens a checkout of the picked charges and offers its page', async () => {
    const fetch = mockFetch({
      'GET /api/me/units/5/account': ACCOUNT,
      'POST /api/me/units/5/card-payments': () =>
        envelopeResponse(
          {
            id: 3,
            orderId: 'AIDX1',
            amount: 2040.5,
            status: 'pending',
            provider: 'fake',
            paymentUrl: 'http://localhost/fake-pay/AIDX1',
            expiresAt: '2026-11-29T10:30:00.000Z',
            paymentIds: [],
            receiptNos: [],
          },
          { status: 201 },
        ),
    });
    renderRoutes([{ path: '/card-pay/:unitId', element: <CardPayPage /> }], '/card-pay/5');
    await userEvent.click(await screen.findByLabelText('Şubat 2026 Aidatı'));
    expect(screen.getByLabelText('Ocak 2026 Aidatı')).toBeChecked();
    expect(screen.getByLabelText('Ek bütçe: Çatı Onarımı')).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Ödeme sayfasını hazırla' }));
    const go = await screen.findByTestId('card-pay-go');
    expect(go).toHaveAttribute('href', 'http://localhost/fake-pay/AIDX1');
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({ chargeIds: [10, 11] });
    expect(new Headers(post[1]!.headers).get('Idempotency-Key')).toBeTruthy();
  });

  it('shows the server’s refusal, and that nothing is owed when nothing is', async () => {
    mockFetch({
      'GET /api/me/units/5/account': ACCOUNT,
      'POST /api/me/units/5/card-payments': () =>
        envelopeResponse(null, { status: 409, code: 'Conflict', message: 'Bu sitede kartla ödeme açık değil.' }),
    });
    renderRoutes([{ path: '/card-pay/:unitId', element: <CardPayPage /> }], '/card-pay/5');
    await userEvent.click(await screen.findByRole('button', { name: 'Tümünü seç' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ödeme sayfasını hazırla' }));
    expect(await screen.findByTestId('card-pay-refusal')).toHaveTextContent('Bu sitede kartla ödeme açık değil.');
  });
});

describe('CardPaymentResultPage', () => {
  it('shows a paid checkout with its receipts', async () => {
    mockFetch({
      'GET /api/me/card-payments/3': {
        id: 3,
        orderId: 'AIDX1',
        amount: 2040.5,
        status: 'succeeded',
        provider: 'fake',
        paymentUrl: 'http://localhost/fake-pay/AIDX1',
        expiresAt: '2026-11-29T10:30:00.000Z',
        paymentIds: [70],
        receiptNos: ['2026-000012'],
      },
    });
    renderRoutes([{ path: '/card-payments/:checkoutId', element: <CardPaymentResultPage /> }], '/card-payments/3');
    await waitFor(() => expect(screen.getByTestId('card-payment-status')).toHaveTextContent('Ödeme alındı'));
    expect(screen.getByRole('link', { name: /Makbuz 2026-000012/ })).toHaveAttribute(
      'href',
      '/api/me/payments/70/receipt.pdf',
    );
  });
});
