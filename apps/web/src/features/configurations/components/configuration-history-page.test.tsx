import type { ConfigurationHistoryDto } from '@aidat/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelopeResponse, mockFetch } from '../../../test/fetch-mock';
import { renderRoutes } from '../../../test/render';
import { ConfigurationHistoryPage } from './configuration-history-page';

const row = (over: Partial<ConfigurationHistoryDto>): ConfigurationHistoryDto => ({
  id: 1,
  changedAtUtc: '2025-10-15T07:30:05.000Z',
  action: 'UPDATE',
  configurationKey: 'OtpCodeLength',
  oldValue: '6',
  newValue: '8',
  oldDescription: 'Eski',
  newDescription: 'Yeni',
  oldIsFrontendVisible: true,
  newIsFrontendVisible: false,
  changedBy: 'Sistem Yöneticisi',
  ...over,
});

const page = (n: number, totalCount: number, rows: ConfigurationHistoryDto[]) => ({
  data: rows,
  page: n,
  pageSize: 20,
  totalCount,
  totalPages: Math.ceil(totalCount / 20),
});

function renderAtPath(path: string) {
  return renderRoutes(
    [
      { path: '/configurations/history', element: <ConfigurationHistoryPage /> },
      { path: '/configurations/history/:key', element: <ConfigurationHistoryPage /> },
    ],
    path,
  );
}

const queryOf = (url: string) => new URL(url, 'http://x').searchParams;

// Typing through user-event takes seconds on a busy two-core machine; 5 s is too tight.
describe('ConfigurationHistoryPage', { timeout: 20_000 }, () => {
  it('shows every column, the key column and the total for all keys', async () => {
    const fetchMock = mockFetch({ 'GET /api/system/configurations/history': page(1, 1, [row({})]) });
    renderAtPath('/configurations/history');
    const table = await screen.findByTestId('configuration-history-table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Tarih',
      'İşlem',
      'Konfigürasyon',
      'Değer Değişikliği',
      'Açıklama Değişikliği',
      'Görünürlük Değişikliği',
      'Değiştiren',
    ]);
    const cells = within(within(table).getAllByRole('row')[1])
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual([
      '15.10.2025 07:30:05',
      'Güncelleme',
      'OtpCodeLength',
      '68',
      'EskiYeni',
      'EvetHayır',
      'Sistem Yöneticisi',
    ]);
    expect(screen.getByTestId('history-total')).toHaveTextContent('1 kayıt');
    const q = queryOf(String(fetchMock.mock.calls[0][0]));
    expect([q.get('page'), q.get('pageSize')]).toEqual(['1', '20']);
  });

  it('leaves out the key column for one key and asks for that key', async () => {
    const fetchMock = mockFetch({
      'GET /api/system/configurations/Support.Phone/history': page(1, 1, [
        row({ configurationKey: 'Support.Phone', action: 'CREATE', oldValue: null }),
      ]),
    });
    renderAtPath('/configurations/history/Support.Phone');
    const table = await screen.findByTestId('configuration-history-table');
    expect(within(table).queryByRole('columnheader', { name: 'Konfigürasyon' })).not.toBeInTheDocument();
    expect(within(table).getByText('Oluşturma')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Konfigürasyon Geçmişi: Support.Phone');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('pages with numbered buttons around the current page, previous and next', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({
      'GET /api/system/configurations/history': (url: string) => {
        const n = Number(queryOf(url).get('page'));
        return envelopeResponse(page(n, 200, [row({ id: n, changedBy: `Kişi ${n}` })]));
      },
    });
    renderAtPath('/configurations/history');
    expect(await screen.findByText('Kişi 1')).toBeInTheDocument();
    expect(screen.getByTestId('history-total')).toHaveTextContent('200 kayıt');
    const pager = screen.getByRole('navigation', { name: 'Sayfalar' });
    // The current page is a plain item (not a button), so read the digits of every item.
    const numbers = () =>
      Array.from(pager.querySelectorAll('li.page-item'))
        .map((li) => (li.textContent ?? '').replace(/\D/g, ''))
        .filter(Boolean);
    const current = () => (pager.querySelector('li.active')?.textContent ?? '').replace(/\D/g, '');
    expect(numbers()).toEqual(['1', '2', '3']);
    expect(current()).toBe('1');
    await user.click(within(pager).getByRole('button', { name: 'Sayfa 3' }));
    expect(await screen.findByText('Kişi 3')).toBeInTheDocument();
    expect(numbers()).toEqual(['1', '2', '3', '4', '5']);
    expect(current()).toBe('3');
    await user.click(within(pager).getByRole('button', { name: 'Sonraki' }));
    expect(await screen.findByText('Kişi 4')).toBeInTheDocument();
    expect(numbers()).toEqual(['2', '3', '4', '5', '6']);
    await user.click(within(pager).getByRole('button', { name: 'Önceki' }));
    expect(await screen.findByText('Kişi 3')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => queryOf(String(url)).get('page'))).toEqual(['1', '3', '4', '3']);
  });

  it("shows SPEC's failure toast", async () => {
    mockFetch({ 'GET /api/system/configurations/history': () => envelopeResponse(null, { status: 500 }) });
    renderAtPath('/configurations/history');
    expect(await screen.findByTestId('error')).toHaveTextContent('Konfigürasyon geçmişi yüklenirken hata oluştu');
    expect(screen.getByTestId('toast-danger')).toHaveTextContent('Konfigürasyon geçmişi yüklenirken hata oluştu');
  });

  it('shows an empty state', async () => {
    mockFetch({ 'GET /api/system/configurations/history': page(1, 0, []) });
    renderAtPath('/configurations/history');
    expect(await screen.findByTestId('empty')).toHaveTextContent('Geçmiş kaydı bulunmuyor.');
  });
});
