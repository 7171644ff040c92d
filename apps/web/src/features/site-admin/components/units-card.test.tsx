import type { AdminUnitDto } from '@aidat/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ConfirmProvider } from '../../../components/ui/app-modal/confirm-provider';
import { mockFetch } from '../../../test/fetch-mock';
import { renderAt } from '../../../test/render';
import { UnitsCard } from './units-card';

const unit = (over: Partial<AdminUnitDto>): AdminUnitDto => ({
  id: 1,
  siteId: 1,
  paymentReference: 'GNS-A1',
  block: 'A',
  doorNumber: '1',
  squareMeters: 100,
  roomCount: 3,
  resident: null,
  outstanding: 0,
  lateFeeAccrued: 0,
  ...over,
});

// In the server's order (block, then door naturally).
const UNITS = [
  unit({
    id: 1,
    doorNumber: '2',
    resident: { id: 11, fullName: 'IŞIK Yılmaz', email: null, phone: '+905550001234' },
    outstanding: -2500,
  }),
  unit({
    id: 2,
    doorNumber: '10',
    resident: { id: 12, fullName: 'İbrahim Çelik', email: null, phone: '+905321112233' },
    outstanding: 120,
  }),
  unit({ id: 3, block: 'B', doorNumber: '1', outstanding: -10000 }),
  unit({ id: 4, block: 'Ç', doorNumber: '1', outstanding: 0 }),
];

function renderCard(units: AdminUnitDto[] = UNITS, extraRoutes: Record<string, unknown> = {}) {
  mockFetch({
    ...extraRoutes,
    'GET /api/siteadmin/units': units,
    'GET /api/siteadmin/sites/1/land-shares': {
      landShareTotal: { numerator: 1, denominator: 1 },
      complete: true,
      missing: 0,
    },
  });
  return renderAt(
    '/admin',
    <ConfirmProvider>
      <UnitsCard siteId={1} />
    </ConfirmProvider>,
  );
}

const shownUnits = () => screen.getAllByTestId('unit-row').map((r) => r.getAttribute('data-unit'));
const search = () => screen.getByRole('searchbox', { name: 'Daire ara' });
const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(name) });

describe('UnitsCard', { timeout: 20_000 }, () => {
  it('shows what the site is owed: the debts summed, credits left out, and how many units owe', async () => {
    renderCard();
    await screen.findByText('IŞIK Yılmaz');
    const receivable = screen.getByTestId('units-receivable');
    expect(receivable).toHaveTextContent('Toplam alacak: 12.500,00 ₺');
    expect(receivable).toHaveTextContent('2 daire borçlu');
  });

  it('shows each balance as of today, naming the late fees accrued to today it counts', async () => {
    renderCard([
      unit({ id: 1, outstanding: -2000, lateFeeAccrued: 125.5 }),
      unit({ id: 2, doorNumber: '2', outstanding: -2000 }),
    ]);
    const row = (await screen.findAllByTestId('unit-row'))[0];
    expect(row).toHaveTextContent('-2.125,50 ₺');
    expect(within(row).getByTestId('unit-fee-accrued')).toHaveTextContent(
      '125,50 ₺ bugüne kadar işleyen gecikme tazminatı dahil',
    );
    // A unit with nothing accrued shows its balance alone.
    const other = screen.getAllByTestId('unit-row')[1];
    expect(other).toHaveTextContent('-2.000,00 ₺');
    expect(within(other).queryByTestId('unit-fee-accrued')).not.toBeInTheDocument();
    expect(screen.getByTestId('units-receivable')).toHaveTextContent('Toplam alacak: 4.125,50 ₺');
  });

  it('says so when no unit owes', async () => {
    renderCard([unit({ id: 1, outstanding: 50 }), unit({ id: 2, doorNumber: '2' })]);
    const receivable = await screen.findByTestId('units-receivable');
    expect(receivable).toHaveTextContent('Toplam alacak: 0,00 ₺');
    expect(receivable).toHaveTextContent('Borçlu daire yok');
  });

  it('filters as typed by name (Turkish case rules), block and door, or phone digits, and counts what it shows', async () => {
    renderCard();
    await screen.findByText('IŞIK Yılmaz');
    expect(screen.getByTestId('units-shown')).toHaveTextContent('');

    await userEvent.type(search(), 'ışık');
    await waitFor(() => expect(shownUnits()).toEqual(['A-2']));
    expect(screen.getByTestId('units-shown')).toHaveTextContent('1 / 4 daire');
    // The total stays the whole site's, whatever the search shows.
    expect(screen.getByTestId('units-receivable')).toHaveTextContent('Toplam alacak: 12.500,00 ₺');

    await userEvent.clear(search());
    await userEvent.type(search(), 'İBRAHİM');
    await waitFor(() => expect(shownUnits()).toEqual(['A-10']));

    await userEvent.clear(search());
    await userEvent.type(search(), '0555 000 12');
    await waitFor(() => expect(shownUnits()).toEqual(['A-2']));

    await userEvent.clear(search());
    await userEvent.type(search(), 'ç');
    await waitFor(() => expect(shownUnits()).toEqual(['A-10', 'Ç-1']));
    expect(screen.getByTestId('units-shown')).toHaveTextContent('2 / 4 daire');

    // Escape empties the search and every unit is back.
    await userEvent.keyboard('{Escape}');
    expect(search()).toHaveValue('');
    await waitFor(() => expect(shownUnits()).toHaveLength(4));
    expect(screen.getByTestId('units-shown')).toHaveTextContent('');
  });

  it('shows a clear empty state when nothing matches, and its button brings every unit back', async () => {
    renderCard();
    await screen.findByText('IŞIK Yılmaz');
    await userEvent.type(search(), 'zzz');
    expect(await screen.findByText('Aramanızla eşleşen daire bulunmuyor.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Daireler' })).not.toBeInTheDocument();
    expect(screen.getByTestId('units-shown')).toHaveTextContent('0 / 4 daire');

    await userEvent.click(screen.getByRole('button', { name: 'Aramayı temizle' }));
    await waitFor(() => expect(shownUnits()).toHaveLength(4));
    expect(search()).toHaveValue('');
    expect(search()).toHaveFocus();
  });

  it('orders by unit first, then by balance from the header (largest debt first, then the other way)', async () => {
    renderCard();
    await screen.findByText('IŞIK Yılmaz');
    expect(shownUnits()).toEqual(['A-2', 'A-10', 'B-1', 'Ç-1']);
    expect(header('Blok')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Bakiye')).toHaveAttribute('aria-sort', 'none');

    const byBalance = screen.getByRole('button', { name: 'Bakiye sütununa göre sırala' });
    await userEvent.click(byBalance);
    expect(shownUnits()).toEqual(['B-1', 'A-2', 'Ç-1', 'A-10']);
    expect(header('Bakiye')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Blok')).toHaveAttribute('aria-sort', 'none');
    expect(within(header('Bakiye')).getByRole('button').querySelector('.bi-caret-up-fill')).not.toBeNull();

    // From the keyboard: the header is a button.
    expect(byBalance).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(shownUnits()).toEqual(['A-10', 'Ç-1', 'A-2', 'B-1']);
    expect(header('Bakiye')).toHaveAttribute('aria-sort', 'descending');
    expect(within(header('Bakiye')).getByRole('button').querySelector('.bi-caret-down-fill')).not.toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Blok sütununa göre sırala' }));
    expect(shownUnits()).toEqual(['A-2', 'A-10', 'B-1', 'Ç-1']);
    expect(header('Blok')).toHaveAttribute('aria-sort', 'ascending');
  });

  it("marks a unit under icra with the day it started, and opens its 'İcra Takibi' from the row's menu", async () => {
    const underIcra = { ...unit({ id: 7, doorNumber: '7' }), enforcement: true, enforcementStartedAt: '2026-01-05' };
    const other = { ...unit({ id: 8, doorNumber: '8' }), enforcement: false, enforcementStartedAt: null };
    renderCard([underIcra, other], {
      'GET /api/siteadmin/units/7/enforcement': {
        active: true,
        startedAt: '2026-01-05',
        endedAt: null,
        office: null,
        fileNo: null,
        history: [],
      },
    });
    const [row, plain] = await screen.findAllByTestId('unit-row');
    const badge = within(row).getByTestId('unit-enforcement');
    expect(badge).toHaveTextContent('İcra');
    expect(badge).toHaveAttribute('title', '05.01.2026 tarihinden beri icra takibinde');
    expect(within(plain).queryByTestId('unit-enforcement')).toBeNull();

    await userEvent.click(within(row).getByRole('button', { name: 'Blok A • Daire 7 işlemleri' }));
    await userEvent.click(await screen.findByRole('button', { name: 'İcra Takibi' }));
    const d = await screen.findByTestId('enforcement-dialog');
    expect(await within(d).findByText('05.01.2026 tarihinden beri icra takibinde')).toBeInTheDocument();
  });

  it('keeps the chosen order while searching', async () => {
    renderCard();
    await screen.findByText('IŞIK Yılmaz');
    await userEvent.click(screen.getByRole('button', { name: 'Bakiye sütununa göre sırala' }));
    await userEvent.type(search(), 'a');
    // 'a' is block A and the names with an 'a' (Yılmaz); B-1 and Ç-1 have neither.
    await waitFor(() => expect(shownUnits()).toEqual(['A-2', 'A-10']));
  });
});
