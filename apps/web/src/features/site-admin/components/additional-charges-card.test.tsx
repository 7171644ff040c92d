import type { AdditionalChargeDto, AdminUnitWithSharesDto } from '@aidat/shared';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelopeResponse, mockFetch } from '../../../test/fetch-mock';
import { leaveUnasked, renderWithWayOut, tryToLeaveAndStay } from '../../../test/leave-guard';
import { AdditionalChargesCard } from './additional-charges-card';

const unit = (over: Partial<AdminUnitWithSharesDto>): AdminUnitWithSharesDto => ({
  id: 1,
  siteId: 1,
  block: 'A',
  doorNumber: '1',
  paymentReference: 'TST-A1',
  squareMeters: 100,
  roomCount: 3,
  resident: null,
  outstanding: 0,
  lateFeeAccrued: 0,
  landShareNumerator: null,
  landShareDenominator: null,
  enforcement: false,
  enforcementStartedAt: null,
  ...over,
});

// Given out of block/door order: the split does not depend on it, ties go to A-1 first.
const UNITS = [
  unit({ id: 3, block: 'B', doorNumber: '1', squareMeters: 0 }),
  unit({ id: 1, doorNumber: '1', squareMeters: 100 }),
  unit({ id: 2, doorNumber: '2', squareMeters: 50 }),
];

const charge = (over: Partial<AdditionalChargeDto>): AdditionalChargeDto => ({
  id: 9,
  siteId: 1,
  title: 'Çatı Onarımı',
  amountPerUnit: 2500,
  date: '2026-08-31T21:00:00.000Z',
  createdAt: '2026-08-31T21:00:00.000Z',
  split: 'perUnit',
  totalAmount: 7500,
  installments: 1,
  chargedTo: 'owner',
  cancelledAt: null,
  cancelReason: null,
  decisionId: null,
  ...over,
});

const created = { ...charge({ id: 10, title: 'Boya' }), chargedUnits: 3 };

function sentBodies(fetchMock: ReturnType<typeof mockFetch>, key: string) {
  return fetchMock.mock.calls
    .filter(([url, init]) => `${init?.method ?? 'GET'} ${String(url).split('?')[0]}` === key)
    .map(([, init]) => JSON.parse(String(init?.body)));
}

function renderCard(routes: Record<string, unknown>) {
  const fetchMock = mockFetch({
    'GET /api/siteadmin/units': UNITS,
    'GET /api/siteadmin/additional-charges': [charge({})],
    ...routes,
  });
  // Beside a link away, to try leaving the form.
  renderWithWayOut('/admin', <AdditionalChargesCard siteId={1} />);
  return fetchMock;
}

async function fill(title: string, split: string, amount: string, installments = '') {
  const card = await screen.findByTestId('charges-card');
  await screen.findByText('Çatı Onarımı');
  await userEvent.type(within(card).getByLabelText('Başlık'), title);
  await userEvent.selectOptions(within(card).getByLabelText('Dağıtım'), split);
  const amountField = within(card).getByLabelText(split === 'perUnit' ? 'Daire başı tutar (₺)' : 'Toplam tutar (₺)');
  await userEvent.type(amountField, amount);
  if (installments) await userEvent.selectOptions(within(card).getByLabelText('Taksit'), installments);
  await userEvent.click(within(card).getByRole('button', { name: 'Ek Bütçe Oluştur' }));
}

configure({ asyncUtilTimeout: 5_000 });

describe('AdditionalChargesCard', { timeout: 20_000 }, () => {
  it('asks before charging: how many units and what total, and sends only on Borç Yaz', async () => {
    const fetchMock = renderCard({ 'POST /api/siteadmin/additional-charges': created });
    await fill('Boya', 'perUnit', '1.250,50');
    const dialog = await screen.findByTestId('charge-confirm');
    expect(within(dialog).getByTestId('charge-summary')).toHaveTextContent(
      '3 daireye toplam 3.751,50 ₺ borç yazılacak.',
    );
    // The same amount for all: no per-unit table to read through.
    expect(within(dialog).queryByTestId('charge-preview-row')).toBeNull();
    expect(sentBodies(fetchMock, 'POST /api/siteadmin/additional-charges')).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Borç Yaz' }));
    expect(await screen.findByText('Ek bütçe oluşturuldu (3 daire)')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /api/siteadmin/additional-charges')).toEqual([
      { siteId: 1, title: 'Boya', chargedTo: 'owner', amountPerUnit: 1250.5, date: expect.any(String) },
    ]);
  });

  it('asks the occupants for an ek bütçe when chosen, and lists whom each is asked of', async () => {
    const fetchMock = renderCard({ 'POST /api/siteadmin/additional-charges': created });
    const card = await screen.findByTestId('charges-card');
    expect(await within(card).findByText(/Daire başı · Maliklerden/)).toBeInTheDocument();
    expect(within(card).getByLabelText('Kimden alınır')).toHaveValue('owner');
    await userEvent.selectOptions(within(card).getByLabelText('Kimden alınır'), 'occupant');
    await fill('Yakıt farkı', 'perUnit', '100');
    await userEvent.click(
      within(await screen.findByTestId('charge-confirm')).getByRole('button', { name: 'Borç Yaz' }),
    );
    await screen.findByText('Ek bütçe oluşturuldu (3 daire)');
    expect(sentBodies(fetchMock, 'POST /api/siteadmin/additional-charges')).toEqual([
      { siteId: 1, title: 'Yakıt farkı', chargedTo: 'occupant', amountPerUnit: 100, date: expect.any(String) },
    ]);
  });

  it('asks before a typed ek bütçe is left, and nothing once it is charged and the form emptied', async () => {
    renderCard({ 'POST /api/siteadmin/additional-charges': created });
    const card = await screen.findByTestId('charges-card');
    await screen.findByText('Çatı Onarımı');
    await userEvent.type(within(card).getByLabelText('Başlık'), 'Boya');
    await tryToLeaveAndStay();
    expect(within(card).getByLabelText('Başlık')).toHaveValue('Boya');

    await userEvent.type(within(card).getByLabelText('Daire başı tutar (₺)'), '100');
    await userEvent.click(within(card).getByRole('button', { name: 'Ek Bütçe Oluştur' }));
    await userEvent.click(
      within(await screen.findByTestId('charge-confirm')).getByRole('button', { name: 'Borç Yaz' }),
    );
    await screen.findByText('Ek bütçe oluşturuldu (3 daire)');
    await waitFor(() => expect(within(card).getByLabelText('Başlık')).toHaveValue(''));
    await leaveUnasked();
  });

  it('previews a split by m² in instalments unit by unit, as the server will post it', async () => {
    const fetchMock = renderCard({ 'POST /api/siteadmin/additional-charges': created });
    await fill('Cephe', 'area', '1000,01', '3');
    const dialog = await screen.findByTestId('charge-confirm');
    // B-1 has 0 m²: two units share 100.001 kuruş 2:1, the leftover kuruş to the larger remainder.
    expect(within(dialog).getByTestId('charge-summary')).toHaveTextContent(
      '2 daireye toplam 1.000,01 ₺ borç yazılacak.',
    );
    expect(within(dialog).getByText(/1 dairenin payı sıfır/)).toBeInTheDocument();
    expect(within(dialog).getByText(/3 aylık taksitle/)).toBeInTheDocument();
    const rows = within(dialog)
      .getAllByTestId('charge-preview-row')
      .map((r) => r.textContent);
    expect(rows).toEqual(['A-1666,67 ₺222,23 ₺', 'A-2333,34 ₺111,12 ₺']);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Borç Yaz' }));
    await screen.findByText('Ek bütçe oluşturuldu (3 daire)');
    expect(sentBodies(fetchMock, 'POST /api/siteadmin/additional-charges')).toEqual([
      {
        siteId: 1,
        title: 'Cephe',
        chargedTo: 'owner',
        split: 'area',
        totalAmount: 1000.01,
        installments: 3,
        date: expect.any(String),
      },
    ]);
  });

  it('says why a split by arsa payı cannot be made, and sends nothing', async () => {
    const fetchMock = renderCard({});
    await fill('Asansör', 'landShare', '500');
    expect(await screen.findByTestId('charge-split-problem')).toHaveTextContent(
      '3 dairenin arsa payı girilmemiş; tutar arsa payına göre dağıtılamaz.',
    );
    expect(screen.queryByTestId('charge-confirm')).toBeNull();
    expect(sentBodies(fetchMock, 'POST /api/siteadmin/additional-charges')).toEqual([]);
  });

  it('sends nothing when the confirmation is turned down', async () => {
    const fetchMock = renderCard({});
    await fill('Boya', 'equal', '100');
    const dialog = await screen.findByTestId('charge-confirm');
    expect(
      within(dialog)
        .getAllByTestId('charge-preview-row')
        .map((r) => r.textContent),
    ).toEqual(['A-133,34 ₺', 'A-233,33 ₺', 'B-133,33 ₺']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => expect(screen.queryByTestId('charge-confirm')).toBeNull());
    expect(sentBodies(fetchMock, 'POST /api/siteadmin/additional-charges')).toEqual([]);
  });

  it("undoes a whole ek bütçe with a reason ('Ek bütçeyi geri al')", async () => {
    let cancelled = false;
    const fetchMock = renderCard({
      'GET /api/siteadmin/additional-charges': () =>
        envelopeResponse([
          charge(cancelled ? { cancelledAt: '2026-11-20T09:00:00.000Z', cancelReason: 'Karar iptal edildi' } : {}),
        ]),
      'POST /api/siteadmin/additional-charges/9/reverse': () => {
        cancelled = true;
        return envelopeResponse({ ...charge({ cancelledAt: '2026-11-20T09:00:00.000Z' }), reversedEntries: 3 });
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Çatı Onarımı ek bütçesini geri al' }));
    const dialog = await screen.findByTestId('undo-charge-dialog');
    const submit = within(dialog).getByRole('button', { name: 'Geri Al' });
    expect(submit).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Gerekçe'), 'Karar iptal edildi');
    await userEvent.click(submit);
    expect(await screen.findByText('Ek bütçe geri alındı (3 kayıt iptal edildi)')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /api/siteadmin/additional-charges/9/reverse')).toEqual([
      { reason: 'Karar iptal edildi' },
    ]);
    // The list shows it cancelled, without the undo button.
    expect(await screen.findByText('Geri alındı')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Çatı Onarımı ek bütçesini geri al' })).toBeNull();
  });

  it("shows the server's reason when payments stand on the ek bütçe", async () => {
    const message = 'Bu ek bütçeye 1 ödeme kaydedilmiş; ek bütçe geri alınamaz. Önce ödemeleri iptal edin.';
    renderCard({
      'POST /api/siteadmin/additional-charges/9/reverse': () =>
        envelopeResponse(null, { status: 409, code: 'Conflict', message }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Çatı Onarımı ek bütçesini geri al' }));
    const dialog = await screen.findByTestId('undo-charge-dialog');
    await userEvent.type(within(dialog).getByLabelText('Gerekçe'), 'Yanlış');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Geri Al' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByTestId('undo-charge-dialog')).toBeInTheDocument();
  });
});
