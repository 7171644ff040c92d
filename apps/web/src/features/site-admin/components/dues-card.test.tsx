import type { AdminSiteDto, DuesRuleResult, SiteDuesRuleDto } from '@aidat/shared';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelopeResponse, mockFetch } from '../../../test/fetch-mock';
import { renderAt } from '../../../test/render';
import { DuesCard } from './dues-card';

const SITE: AdminSiteDto = {
  id: 7,
  name: 'Güneş Sitesi',
  address: 'x',
  blockCount: 2,
  unitCount: 24,
  monthlyDuesAmount: 1250,
};
const RULE_URL = '/api/siteadmin/sites/7/dues-rule';

const RULE: SiteDuesRuleDto = {
  siteId: 7,
  rule: { mode: 'perUnit', amount: 1250, effectiveFrom: '2026-03' },
  pending: { mode: 'landShare', amount: 30000, effectiveFrom: '2027-01' },
  chargedThrough: '2026-11',
  defaultEffectiveFrom: '2026-12',
  budgets: [],
};

const saved = (over: Partial<DuesRuleResult>): DuesRuleResult => ({
  ...RULE,
  effectiveFrom: '2026-12',
  period: '2026-11',
  chargedUnits: 0,
  ...over,
});

function sentBodies(fetchMock: ReturnType<typeof mockFetch>) {
  return fetchMock.mock.calls
    .filter(([url, init]) => init?.method === 'PUT' && String(url).endsWith(RULE_URL))
    .map(([, init]) => JSON.parse(String(init?.body)));
}

configure({ asyncUtilTimeout: 5_000 });

describe('DuesCard', { timeout: 20_000 }, () => {
  it('shows the current rule with its month and the next change with its month', async () => {
    mockFetch({ [`GET ${RULE_URL}`]: RULE });
    renderAt('/', <DuesCard site={SITE} />);
    const current = await screen.findByTestId('dues-current');
    expect(current).toHaveTextContent('Daire başı 1.250,00 ₺ (Mart 2026 ayından beri)');
    expect(screen.getByTestId('dues-pending')).toHaveTextContent(
      'Ocak 2027 ayından itibaren: Arsa payına göre, aylık toplam 30.000,00 ₺',
    );
  });

  it("shows the approved budget's shares and offers no month it sets", async () => {
    const fetchMock = mockFetch({
      [`PUT ${RULE_URL}`]: saved({ effectiveFrom: '2027-12' }),
      [`GET ${RULE_URL}`]: {
        ...RULE,
        budgets: [
          {
            id: 3,
            periodStart: '2026-12',
            periodEnd: '2027-11',
            month: '2026-12',
            perUnitMin: 1500,
            perUnitMax: 2100.5,
            monthTotal: 42000,
          },
        ],
      },
    });
    renderAt('/', <DuesCard site={SITE} />);
    const budget = await screen.findByTestId('dues-budget');
    expect(budget).toHaveTextContent('Aidatları onaylı Aralık 2026 – Kasım 2027 işletme projesi belirliyor');
    expect(budget).toHaveTextContent('Aralık 2026: daire başına 1.500,00 ₺ – 2.100,50 ₺, aylık toplam 42.000,00 ₺');
    const months = within(screen.getByLabelText('Başlangıç ayı')).getAllByRole('option');
    expect(months[0]).toHaveTextContent('Aralık 2027');
    // The month shown is the one sent: the server's default is one the budget sets.
    await userEvent.type(screen.getByLabelText('Aylık aidat (daire başı)'), '1.500');
    await userEvent.click(screen.getByRole('button', { name: 'Aidatı Kaydet' }));
    await waitFor(() =>
      expect(sentBodies(fetchMock)).toEqual([{ mode: 'perUnit', amount: 1500, effectiveFrom: '2027-12' }]),
    );
  });

  it('says when no change is pending', async () => {
    mockFetch({ [`GET ${RULE_URL}`]: { ...RULE, pending: null } });
    renderAt('/', <DuesCard site={SITE} />);
    expect(await screen.findByTestId('dues-pending')).toHaveTextContent('Bekleyen değişiklik yok.');
  });

  it("names the amount by the mode and offers months from the server's default on", async () => {
    mockFetch({ [`GET ${RULE_URL}`]: RULE });
    renderAt('/', <DuesCard site={SITE} />);
    await screen.findByTestId('dues-current');
    expect(screen.getByLabelText('Aylık aidat (daire başı)')).toBeInTheDocument();
    const modeSelect = screen.getByLabelText('Dağıtım şekli');
    expect(
      within(modeSelect)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Daire başı', 'Arsa payına göre', "m²'ye göre"]);
    await userEvent.selectOptions(modeSelect, 'area');
    expect(screen.getByLabelText('Aylık toplam')).toBeInTheDocument();
    expect(screen.queryByLabelText('Aylık aidat (daire başı)')).not.toBeInTheDocument();

    const month = screen.getByLabelText('Başlangıç ayı') as HTMLSelectElement;
    expect(month).toHaveValue('2026-12');
    const options = within(month).getAllByRole('option');
    expect(options[0]).toHaveTextContent('Aralık 2026');
    expect(options[1]).toHaveTextContent('Ocak 2027');
    expect(options).toHaveLength(12);
  });

  it("sends the mode, the total and a chosen month, then shows 'Aidat oluşturuldu' with the month", async () => {
    const fetchMock = mockFetch({
      [`GET ${RULE_URL}`]: RULE,
      [`PUT ${RULE_URL}`]: saved({
        pending: { mode: 'area', amount: 3000.5, effectiveFrom: '2027-02' },
        effectiveFrom: '2027-02',
      }),
    });
    renderAt('/', <DuesCard site={SITE} />);
    await screen.findByTestId('dues-current');
    await userEvent.selectOptions(screen.getByLabelText('Dağıtım şekli'), 'area');
    await userEvent.type(screen.getByLabelText('Aylık toplam'), '3.000,50');
    await userEvent.selectOptions(screen.getByLabelText('Başlangıç ayı'), '2027-02');
    await userEvent.click(screen.getByRole('button', { name: 'Aidatı Kaydet' }));
    const alert = await screen.findByTestId('dues-success');
    expect(alert).toHaveTextContent('Aidat oluşturuldu');
    expect(alert).toHaveTextContent('Yeni aidat Şubat 2027 ayından itibaren geçerli.');
    expect(sentBodies(fetchMock)).toEqual([{ mode: 'area', amount: 3000.5, effectiveFrom: '2027-02' }]);
  });

  it("leaves the month to the server when the default is kept, and shows the server's refusal", async () => {
    const fetchMock = mockFetch({
      [`GET ${RULE_URL}`]: RULE,
      [`PUT ${RULE_URL}`]: () =>
        envelopeResponse(null, {
          status: 400,
          code: 'ValidationError',
          message: '2 dairenin arsa payı girilmemiş; tutar arsa payına göre dağıtılamaz.',
        }),
    });
    renderAt('/', <DuesCard site={SITE} />);
    await screen.findByTestId('dues-current');
    await userEvent.selectOptions(screen.getByLabelText('Dağıtım şekli'), 'landShare');
    await userEvent.type(screen.getByLabelText('Aylık toplam'), '30000');
    await userEvent.click(screen.getByRole('button', { name: 'Aidatı Kaydet' }));
    expect(
      await screen.findByText('2 dairenin arsa payı girilmemiş; tutar arsa payına göre dağıtılamaz.'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('dues-success')).not.toBeInTheDocument();
    expect(sentBodies(fetchMock)).toEqual([{ mode: 'landShare', amount: 30000 }]);
  });
});
