import type { MyUnit } from '@aidat/shared';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { budgetActuals } from '../../../test/budget-actuals';
import { envelopeResponse, mockFetch } from '../../../test/fetch-mock';
import { renderAt } from '../../../test/render';
import { SiteBudgetPage } from './site-budget-page';

const UNITS: MyUnit[] = [
  {
    unitId: 1,
    siteId: 2,
    siteName: 'Deniz Sitesi',
    block: 'C',
    doorNumber: '3',
    paymentReference: 'DNZ-C3',
    relations: ['resident'],
  },
  {
    unitId: 5,
    siteId: 1,
    siteName: 'Güneş Sitesi',
    block: 'A',
    doorNumber: '5',
    paymentReference: 'GNS-A5',
    relations: ['resident'],
  },
];

const ACTUALS = budgetActuals({
  asOf: '2026-11-20',
  elapsedMonths: 11,
  rows: [
    {
      categoryId: 3,
      categoryName: 'Elektrik',
      yearly: 18_000,
      budgetedToDate: 16_500,
      spent: 17_000,
      difference: -500,
    },
  ],
  totals: { yearly: 20_400, budgetedToDate: 18_700, spent: 17_000, difference: 1_700 },
});

configure({ asyncUtilTimeout: 5_000 });

describe('SiteBudgetPage', { timeout: 20_000 }, () => {
  it("shows the site's budget against its spending, and the server's reason when a site has none", async () => {
    const fetchMock = mockFetch({
      'GET /api/me/units': UNITS,
      'GET /api/me/sites/2/budget': ACTUALS,
      'GET /api/me/sites/1/budget': () =>
        envelopeResponse(null, {
          status: 404,
          code: 'NotFound',
          message: 'Sitenizin onaylanmış bir işletme projesi yok.',
        }),
    });
    renderAt('/site-budget', <SiteBudgetPage />);
    const table = await screen.findByTestId('site-budget');
    expect(within(table).getByText('İşletme projesi: Ocak 2026 – Aralık 2026')).toBeInTheDocument();
    expect(within(table).getByText('Kurul kararı 2025/12 (20.12.2025)')).toBeInTheDocument();
    expect(within(table).getByText('20.11.2026 itibarıyla, dönemin 11. ayı')).toBeInTheDocument();
    expect(within(table).getByText('-500,00 ₺')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Site'), '1');
    expect(await screen.findByText('Sitenizin onaylanmış bir işletme projesi yok.')).toBeInTheDocument();
    // A resident's page reads only the resident API.
    expect(fetchMock.mock.calls.every(([u]) => String(u).startsWith('/api/me/'))).toBe(true);
  });
});
