import type { AdminUnitWithSharesDto, EnforcementDto, EnforcementPeriodDto } from '@aidat/shared';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { todayInput } from '../../../lib/day-input';
import { envelopeResponse, mockFetch } from '../../../test/fetch-mock';
import { renderAt } from '../../../test/render';
import { EnforcementDialog } from './enforcement-dialog';

const A5: AdminUnitWithSharesDto = {
  id: 5,
  siteId: 1,
  paymentReference: 'GNS-A5',
  block: 'A',
  doorNumber: '5',
  squareMeters: 100,
  roomCount: 3,
  resident: null,
  outstanding: -5000,
  lateFeeAccrued: 0,
  landShareNumerator: null,
  landShareDenominator: null,
  enforcement: false,
  enforcementStartedAt: null,
};

const ENDED: EnforcementPeriodDto = {
  startedAt: '2025-01-10',
  endedAt: '2025-04-30',
  office: 'Ankara 3. İcra Dairesi',
  fileNo: '2025/77 E.',
  note: null,
  reason: 'Borç ödendi',
};
const OPEN: EnforcementPeriodDto = {
  startedAt: '2026-01-05',
  endedAt: null,
  office: 'İstanbul 12. İcra Dairesi',
  fileNo: '2026/1234 E.',
  note: 'Avukat: Av. Ece Tan',
  reason: null,
};

const NONE: EnforcementDto = { active: false, startedAt: null, endedAt: null, office: null, fileNo: null, history: [] };
const ACTIVE: EnforcementDto = {
  active: true,
  startedAt: OPEN.startedAt,
  endedAt: null,
  office: OPEN.office,
  fileNo: OPEN.fileNo,
  history: [OPEN, ENDED],
};

const GET = 'GET /api/siteadmin/units/5/enforcement';
const START = 'POST /api/siteadmin/units/5/enforcement';
const END = 'POST /api/siteadmin/units/5/enforcement/end';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function open(routes: Record<string, unknown>) {
  const fetchMock = mockFetch(routes);
  const utils = renderAt('/admin', <EnforcementDialog show siteId={1} unit={A5} onClose={vi.fn()} />);
  return { fetchMock, ...utils };
}

/** The bodies and Idempotency-Keys sent to `route` ("METHOD /path"). */
function sends(fetchMock: ReturnType<typeof mockFetch>, route: string) {
  return fetchMock.mock.calls
    .filter(([url, init]) => `${init?.method ?? 'GET'} ${String(url).split('?')[0]}` === route)
    .map(([, init]) => ({
      key: new Headers(init?.headers).get('Idempotency-Key'),
      body: JSON.parse(String(init?.body)),
    }));
}

const dialog = () => screen.findByTestId('enforcement-dialog');

configure({ asyncUtilTimeout: 5_000 });

describe('EnforcementDialog', { timeout: 20_000 }, () => {
  it('shows the loading state, then an error with a retry, then the unit', async () => {
    let fail = true;
    open({
      [GET]: () => (fail ? envelopeResponse(null, { status: 500, message: 'Sunucu hatası' }) : envelopeResponse(NONE)),
    });
    const d = await dialog();
    expect(within(d).getByTestId('loading')).toBeInTheDocument();
    expect(await within(d).findByText('İcra takibi bilgileri yüklenirken hata oluştu.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(d).getByRole('button', { name: 'Tekrar dene' }));
    expect(await within(d).findByText('Daire icra takibinde değil.')).toBeInTheDocument();
  });

  it('says so when the unit has never been under icra, and offers to start it', async () => {
    open({ [GET]: NONE });
    const d = await dialog();
    expect(within(d).getByRole('heading', { name: 'Blok A • Daire 5 • İcra Takibi' })).toBeInTheDocument();
    expect(await within(d).findByText('Daire icra takibinde değil.')).toBeInTheDocument();
    expect(within(d).getByText('Bu dairenin icra takibi kaydı yok.')).toBeInTheDocument();
    expect(within(d).queryByRole('table')).toBeNull();
    expect(within(d).getByRole('button', { name: 'İcra Takibi Başlat' })).toBeInTheDocument();
    expect(within(d).queryByRole('button', { name: 'İcra Takibini Sonlandır' })).toBeNull();
  });

  it('shows the open icra with its office and file number, the history, and the file as of a chosen day', async () => {
    open({ [GET]: ACTIVE });
    const d = await dialog();
    const state = await within(d).findByTestId('enforcement-state');
    expect(state).toHaveTextContent('05.01.2026 tarihinden beri icra takibinde');
    expect(state).toHaveTextContent('İstanbul 12. İcra Dairesi');
    expect(state).toHaveTextContent('2026/1234 E.');

    const periods = within(within(d).getByRole('table', { name: 'İcra takibi geçmişi' })).getAllByTestId(
      'enforcement-period',
    );
    expect(periods).toHaveLength(2);
    expect(periods[0]).toHaveTextContent('05.01.2026');
    expect(periods[0]).toHaveTextContent('Devam ediyor');
    expect(periods[0]).toHaveTextContent('Avukat: Av. Ece Tan');
    expect(periods[1]).toHaveTextContent('10.01.2025');
    expect(periods[1]).toHaveTextContent('30.04.2025');
    expect(periods[1]).toHaveTextContent('Borç ödendi');

    const download = within(d).getByRole('link', { name: 'İcra dosyasını indir' });
    expect(download).toHaveAttribute('href', `/api/siteadmin/units/5/enforcement-file.pdf?asOf=${todayInput()}`);
    const asOf = within(d).getByLabelText('Hesap günü');
    await userEvent.clear(asOf);
    await userEvent.type(asOf, '2026-02-28');
    expect(within(d).getByRole('link', { name: 'İcra dosyasını indir' })).toHaveAttribute(
      'href',
      '/api/siteadmin/units/5/enforcement-file.pdf?asOf=2026-02-28',
    );
  });

  it('starts it from today by default, marking the day a refusal names, and refreshes the lists', async () => {
    let refuse = true;
    const { fetchMock, queryClient } = open({
      [GET]: NONE,
      [START]: () =>
        refuse
          ? envelopeResponse(null, {
              status: 400,
              code: 'ValidationError',
              message: 'İcra başlangıç tarihi bugünden sonra olamaz.',
              details: { field: 'startedAt' },
            })
          : envelopeResponse(ACTIVE, { status: 201 }),
    });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const d = await dialog();
    await userEvent.click(await within(d).findByRole('button', { name: 'İcra Takibi Başlat' }));
    const form = within(d).getByTestId('enforcement-start-form');
    const day = within(form).getByLabelText('Başlangıç günü');
    expect(day).toHaveValue(todayInput());
    await userEvent.type(within(form).getByLabelText('İcra dairesi (isteğe bağlı)'), 'İstanbul 12. İcra Dairesi');
    await userEvent.type(within(form).getByLabelText('Dosya numarası (isteğe bağlı)'), '2026/1234 E.');
    await userEvent.click(within(form).getByRole('button', { name: 'Başlat' }));

    expect(await within(form).findByText('İcra başlangıç tarihi bugünden sonra olamaz.')).toBeInTheDocument();
    expect(day).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).queryByRole('alert')).toBeNull();

    await userEvent.clear(day);
    await userEvent.type(day, '2026-01-05');
    expect(day).not.toHaveAttribute('aria-invalid');
    refuse = false;
    await userEvent.click(within(form).getByRole('button', { name: 'Başlat' }));
    expect(await screen.findByText('İcra takibi başlatıldı.')).toBeInTheDocument();
    expect(await within(d).findByText('05.01.2026 tarihinden beri icra takibinde')).toBeInTheDocument();
    expect(within(d).queryByTestId('enforcement-start-form')).toBeNull();

    const sent = sends(fetchMock, START);
    expect(sent.map((s) => s.body)).toEqual([
      { startedAt: todayInput(), office: 'İstanbul 12. İcra Dairesi', fileNo: '2026/1234 E.', note: '' },
      { startedAt: '2026-01-05', office: 'İstanbul 12. İcra Dairesi', fileNo: '2026/1234 E.', note: '' },
    ]);
    expect(sent[1].key).toMatch(UUID);
    // Changed values after a refusal are a new request, with a key of their own.
    expect(sent[1].key).not.toBe(sent[0].key);
    await waitFor(() => {
      const keys = invalidate.mock.calls.map(([filters]) => filters?.queryKey);
      expect(keys).toContainEqual(['site-admin', 'units', 1]);
      expect(keys).toContainEqual(['debtors']);
    });
  });

  it('shows above the form that the unit is already under icra (409), and reads the unit again', async () => {
    let answered = NONE;
    const { fetchMock } = open({
      [GET]: () => envelopeResponse(answered),
      [START]: () => {
        answered = ACTIVE;
        return envelopeResponse(null, { status: 409, code: 'Conflict', message: 'Daire zaten icra takibinde.' });
      },
    });
    const d = await dialog();
    await userEvent.click(await within(d).findByRole('button', { name: 'İcra Takibi Başlat' }));
    const form = within(d).getByTestId('enforcement-start-form');
    await userEvent.click(within(form).getByRole('button', { name: 'Başlat' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Daire zaten icra takibinde.');
    expect(within(form).getByLabelText('Başlangıç günü')).not.toHaveAttribute('aria-invalid');
    // The refusal said the state changed elsewhere: the dialog's copy is read again.
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([u]) => String(u).endsWith('/enforcement'))).toHaveLength(3),
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Vazgeç' }));
    expect(await within(d).findByText('05.01.2026 tarihinden beri icra takibinde')).toBeInTheDocument();
  });

  it('ends it on a day for a reason, marking the reason a refusal names, and shows the period in the history', async () => {
    let refuse = true;
    const ended: EnforcementDto = {
      ...NONE,
      history: [{ ...OPEN, endedAt: todayInput(), reason: 'Borç tahsil edildi' }, ENDED],
    };
    const { fetchMock } = open({
      [GET]: ACTIVE,
      [END]: () =>
        refuse
          ? envelopeResponse(null, {
              status: 400,
              code: 'ValidationError',
              message: 'Sonlandırma gerekçesi girilmelidir.',
              details: { field: 'reason' },
            })
          : envelopeResponse(ended),
    });
    const d = await dialog();
    await userEvent.click(await within(d).findByRole('button', { name: 'İcra Takibini Sonlandır' }));
    const form = within(d).getByTestId('enforcement-end-form');
    expect(within(form).getByLabelText('Bitiş günü')).toHaveValue(todayInput());
    await userEvent.click(within(form).getByRole('button', { name: 'Sonlandır' }));
    expect(await within(form).findByText('Sonlandırma gerekçesi girilmelidir.')).toBeInTheDocument();
    const reason = within(form).getByLabelText('Sonlandırma gerekçesi');
    expect(reason).toHaveAttribute('aria-invalid', 'true');

    refuse = false;
    await userEvent.type(reason, 'Borç tahsil edildi');
    await userEvent.click(within(form).getByRole('button', { name: 'Sonlandır' }));
    expect(await screen.findByText('İcra takibi sonlandırıldı.')).toBeInTheDocument();
    expect(await within(d).findByText('Daire icra takibinde değil.')).toBeInTheDocument();
    const periods = within(d).getAllByTestId('enforcement-period');
    expect(periods[0]).toHaveTextContent('Borç tahsil edildi');
    expect(periods[0]).not.toHaveTextContent('Devam ediyor');

    const sent = sends(fetchMock, END);
    expect(sent.map((s) => s.body)).toEqual([
      { endedAt: todayInput(), reason: '' },
      { endedAt: todayInput(), reason: 'Borç tahsil edildi' },
    ]);
    expect(sent[1].key).toMatch(UUID);
  });

  it('shows that no icra is open any more (409) above the end form', async () => {
    open({
      [GET]: ACTIVE,
      [END]: () => envelopeResponse(null, { status: 409, code: 'Conflict', message: 'Daire icra takibinde değil.' }),
    });
    const d = await dialog();
    await userEvent.click(await within(d).findByRole('button', { name: 'İcra Takibini Sonlandır' }));
    const form = within(d).getByTestId('enforcement-end-form');
    await userEvent.type(within(form).getByLabelText('Sonlandırma gerekçesi'), 'Borç ödendi');
    await userEvent.click(within(form).getByRole('button', { name: 'Sonlandır' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Daire icra takibinde değil.');
  });
});
