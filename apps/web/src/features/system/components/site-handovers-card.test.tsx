import type { HandoverDto, SiteDto } from '@aidat/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelopeResponse, mockFetch } from '../../../test/fetch-mock';
import { renderAt } from '../../../test/render';
import { SiteHandoversCard } from './site-handovers-card';

const SITES: SiteDto[] = [
  { id: 1, name: 'Güneş Sitesi', address: 'Ataşehir', blockCount: 2, unitCount: 24, monthlyDuesAmount: 1250 },
  { id: 2, name: 'Deniz Sitesi', address: 'Kadıköy', blockCount: 1, unitCount: 10, monthlyDuesAmount: 900 },
];

const HANDOVER: HandoverDto = {
  id: 7,
  siteId: 1,
  at: '2026-11-20T09:30:00.000Z',
  by: { userId: 2, fullName: 'Ayşe Yılmaz' },
  fromManagers: [
    { userId: 2, fullName: 'Ayşe Yılmaz' },
    { userId: 5, fullName: 'Burak Kaya' },
  ],
  toManager: { userId: 9, fullName: 'Cem Demir' },
  decisionNo: '2026/3',
  decidedAt: '2026-11-15',
  decisionId: null,
  cashCount: [
    { accountId: 1, accountName: 'Kasa', bookBalance: 400.25, countedAmount: 390.25, difference: -10 },
    { accountId: 3, accountName: 'Yedek Kasa', bookBalance: 50, countedAmount: 50.1, difference: 0.1 },
  ],
  accounts: [{ accountId: 2, accountName: 'Ziraat', kind: 'banka', bookBalance: 1200.5 }],
  note: null,
  archiveSha256: 'a'.repeat(64),
};

describe('SiteHandoversCard', { timeout: 20_000 }, () => {
  it('asks nothing until a site is chosen, then lists its handovers with their tutanak and archive', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({ 'GET /api/siteadmin/sites/1/handovers': [HANDOVER] });
    renderAt('/sysadmin', <SiteHandoversCard sites={SITES} />);
    expect(screen.getByText('Kayıtlarını görmek için bir site seçin.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.selectOptions(screen.getByLabelText('Site'), 'Güneş Sitesi');
    const table = await screen.findByRole('table', { name: 'Devir-teslim kayıtları' });
    const cells = within(within(table).getAllByRole('row')[1])
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(1)).toEqual([
      'Ayşe Yılmaz, Burak Kaya',
      'Cem Demir',
      '2026/3 (15.11.2026)',
      '-9,90 ₺',
      'TutanakArşiv',
    ]);
    expect(within(table).getByRole('link', { name: 'Tutanak' })).toHaveAttribute(
      'href',
      '/api/siteadmin/handovers/7/tutanak.pdf',
    );
    expect(within(table).getByRole('link', { name: 'Arşiv' })).toHaveAttribute(
      'href',
      '/api/siteadmin/handovers/7/archive.zip',
    );
    expect(screen.getByRole('link', { name: 'Bugünkü arşivi indir' })).toHaveAttribute(
      'href',
      '/api/siteadmin/sites/1/archive.zip',
    );
  });

  it('says so when the site has none, and when the list cannot be read', async () => {
    const user = userEvent.setup();
    mockFetch({
      'GET /api/siteadmin/sites/2/handovers': [],
      'GET /api/siteadmin/sites/1/handovers': () =>
        envelopeResponse(null, { status: 500, isSuccess: false, code: 'InternalError', message: 'Hata' }),
    });
    renderAt('/sysadmin', <SiteHandoversCard sites={SITES} />);
    await user.selectOptions(screen.getByLabelText('Site'), 'Deniz Sitesi');
    expect(await screen.findByText('Bu sitede devir-teslim kaydı yok.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Site'), 'Güneş Sitesi');
    expect(await screen.findByText('Devir-teslim kayıtları yüklenirken hata oluştu.')).toBeInTheDocument();
  });
});
