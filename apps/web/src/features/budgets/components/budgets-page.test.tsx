import type { AdminSiteDto, BudgetApprovalDto, BudgetDto } from '@aidat/shared';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelopeResponse, mockFetch } from '../../../test/fetch-mock';
import { leaveUnasked, renderWithWayOut, tryToLeaveAndStay } from '../../../test/leave-guard';
import { renderAt } from '../../../test/render';
import { BudgetsPage } from './budgets-page';

const GUNES: AdminSiteDto = {
  id: 1,
  name: 'Güneş Sitesi',
  address: 'x',
  blockCount: 2,
  unitCount: 24,
  monthlyDuesAmount: 1250,
};

const served: BudgetDto = {
  id: 9,
  siteId: 1,
  siteName: 'Güneş Sitesi',
  periodStart: '2027-01',
  periodEnd: '2027-12',
  status: 'served',
  total: 20_400,
  lines: [{ categoryId: 3, categoryName: 'Elektrik', yearlyAmount: 20_400, split: 'landShare' }],
  servedAt: '2026-11-20',
  objectionEndsAt: '2026-11-27',
  revaluation: {
    ratePercent: 25.49,
    comparedTotal: 14_400,
    increasePercent: 41.66,
    warning: true,
    message: 'Toplam, geçen yılınkinden %41,66 fazla; yeniden değerleme oranını (%25,49) aşıyor.',
  },
  decisionNo: null,
  decidedAt: null,
  decisionId: null,
  appliesFrom: null,
};

const approval: BudgetApprovalDto = {
  budget: { ...served, status: 'approved', decisionNo: 'K-1', decidedAt: '2026-11-28', appliesFrom: '2027-01' },
  appliesFrom: '2027-01',
  months: ['2027-01', '2027-02'],
  message: 'Aylık aidatlar Ocak 2027 ayından itibaren bu projeye göre tahakkuk eder.',
  chargedUnits: 0,
  units: [{ unitId: 4, block: 'A', doorNumber: '1', yearly: 5_300, monthly: [441.67, 441.67] }],
};

configure({ asyncUtilTimeout: 5_000 });

describe('BudgetsPage', { timeout: 20_000 }, () => {
  it('shows a served budget with its objection window and warning, and approves it showing the dues it set', async () => {
    let approved = false;
    const fetchMock = mockFetch({
      'GET /api/siteadmin/sites': [GUNES],
      'GET /api/siteadmin/budgets': () => envelopeResponse(approved ? [approval.budget] : [served]),
      'GET /api/siteadmin/expense-categories': [{ id: 3, siteId: 1, name: 'Elektrik' }],
      'POST /api/siteadmin/budgets/9/approve': () => {
        approved = true;
        return envelopeResponse(approval);
      },
    });
    renderAt('/budgets', <BudgetsPage />);
    const card = await screen.findByTestId('budget-9');
    expect(within(card).getByTestId('objection-ends')).toHaveTextContent('27.11.2026');
    expect(within(card).getByTestId('revaluation-warning')).toHaveTextContent('yeniden değerleme oranını (%25,49)');
    expect(within(card).getByRole('link', { name: /PDF/ })).toHaveAttribute(
      'href',
      '/api/siteadmin/budgets/9/budget.pdf',
    );

    await userEvent.type(within(card).getByLabelText('Karar numarası'), 'K-1');
    await userEvent.click(within(card).getByRole('button', { name: 'Onayla' }));
    const result = await screen.findByTestId('budget-approval');
    expect(within(result).getByText(approval.message)).toBeInTheDocument();
    expect(within(result).getAllByText('441,67 ₺')).toHaveLength(2);
    const [, init] = fetchMock.mock.calls.find(([u]) => String(u).includes('/approve'))!;
    expect(JSON.parse(String(init?.body))).toMatchObject({ decisionNo: 'K-1' });
    expect(new Headers(init?.headers).get('Idempotency-Key')).toBeTruthy();
  });

  it('says whether the objection window is open, and makes a budget final without a decision once it is over', async () => {
    let body: unknown;
    mockFetch({
      'GET /api/siteadmin/sites': [GUNES],
      'GET /api/siteadmin/budgets': [served, { ...served, id: 10, objectionEndsAt: '2099-01-07' }],
      'GET /api/siteadmin/expense-categories': [{ id: 3, siteId: 1, name: 'Elektrik' }],
      'POST /api/siteadmin/budgets/9/approve': (_url: string, init?: RequestInit) => {
        body = JSON.parse(String(init?.body));
        return envelopeResponse({ ...approval, budget: { ...approval.budget, decisionNo: null } });
      },
    });
    renderAt('/budgets', <BudgetsPage />);
    const open = await screen.findByTestId('budget-10');
    expect(within(open).getByTestId('objection-window')).toHaveTextContent(
      'İtiraz süresi 07.01.2099 gününe kadar devam ediyor',
    );
    expect(within(open).queryByRole('button', { name: 'İtiraz olmadı: kesinleştir' })).not.toBeInTheDocument();
    const over = screen.getByTestId('budget-9');
    expect(within(over).getByTestId('objection-window')).toHaveTextContent('İtiraz süresi 27.11.2026 günü bitti');
    await userEvent.click(within(over).getByRole('button', { name: 'İtiraz olmadı: kesinleştir' }));
    await screen.findByTestId('budget-approval');
    expect(body).toEqual({});
  });
});

describe('BudgetsPage: unsaved lines', { timeout: 20_000 }, () => {
  const draft: BudgetDto = {
    ...served,
    id: 11,
    status: 'draft',
    servedAt: null,
    objectionEndsAt: null,
  };

  it("asks before a draft's edited lines are left, and nothing once they are saved", async () => {
    let saved = draft;
    mockFetch({
      'GET /api/siteadmin/sites': [GUNES],
      'GET /api/siteadmin/budgets': () => envelopeResponse([saved]),
      'GET /api/siteadmin/expense-categories': [{ id: 3, siteId: 1, name: 'Elektrik' }],
      'PUT /api/siteadmin/budgets/11': (_url: string, init?: RequestInit) => {
        const { lines } = JSON.parse(String(init?.body));
        saved = { ...draft, total: lines[0].yearlyAmount, lines: [{ ...draft.lines[0], ...lines[0] }] };
        return envelopeResponse(saved);
      },
    });
    renderWithWayOut('/budgets', <BudgetsPage />);
    const card = await screen.findByTestId('budget-11');
    const amount = within(card).getByLabelText('Yıllık tutar (₺) 1');
    await userEvent.clear(amount);
    await userEvent.type(amount, '24000');
    await tryToLeaveAndStay();
    expect(amount).toHaveValue('24000');

    await userEvent.click(within(card).getByRole('button', { name: 'Kalemleri kaydet' }));
    // Saved and read back: the card's total is the new one, and the rows are what is saved.
    await waitFor(() => expect(card).toHaveTextContent('24.000,00 ₺'));
    await leaveUnasked();
  });

  it('asks before a new draft with lines is left', async () => {
    mockFetch({
      'GET /api/siteadmin/sites': [GUNES],
      'GET /api/siteadmin/budgets': [],
      'GET /api/siteadmin/expense-categories': [{ id: 3, siteId: 1, name: 'Elektrik' }],
    });
    renderWithWayOut('/budgets', <BudgetsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Yeni işletme projesi' }));
    const form = screen.getByTestId('new-budget-form');
    await userEvent.click(within(form).getByRole('button', { name: 'Kalem ekle' }));
    await userEvent.type(within(form).getByLabelText('Yıllık tutar (₺) 1'), '12000');
    await tryToLeaveAndStay();
    expect(within(form).getByLabelText('Yıllık tutar (₺) 1')).toHaveValue('12000');
    // The line removed, nothing is left to lose.
    await userEvent.click(within(form).getByRole('button', { name: 'Kalemi kaldır' }));
    await leaveUnasked();
  });
});
