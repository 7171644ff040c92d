import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setUser } from '../../../lib/auth-store';
import { envelopeResponse, mockFetch } from '../../../test/fetch-mock';
import { renderAt } from '../../../test/render';
import { UserHistoryDialog } from './user-history-dialog';

const blocks = [
  { id: 3, updatedAtUtc: '2025-03-02T10:00:00.000Z', isBlocked: false, updatedBy: 'Ayşe Yılmaz' },
  { id: 2, updatedAtUtc: '2025-03-01T09:05:00.000Z', isBlocked: true, updatedBy: 'Sistem' },
];
const logins = [
  {
    id: 14,
    attemptedAtUtc: '2025-03-01T09:05:00.000Z',
    attemptType: 1,
    isSuccess: false,
    ipAddress: '192.0.2.7',
    failureReason: 'Doğrulama kodu hatalı',
  },
  {
    id: 13,
    attemptedAtUtc: '2025-03-01T09:00:00.000Z',
    attemptType: 0,
    isSuccess: true,
    ipAddress: '192.0.2.7',
    failureReason: null,
  },
  {
    id: 12,
    attemptedAtUtc: '2025-02-01T09:00:00.000Z',
    attemptType: 2,
    isSuccess: true,
    ipAddress: null,
    failureReason: null,
  },
  {
    id: 11,
    attemptedAtUtc: '2025-01-01T09:00:00.000Z',
    attemptType: 3,
    isSuccess: false,
    ipAddress: '192.0.2.8',
    failureReason: 'Şifre hatalı',
  },
];

function renderDialog() {
  return renderAt('/', <UserHistoryDialog user={{ id: 4, fullName: 'Zeynep Kaya' }} onHide={() => {}} />);
}

describe('UserHistoryDialog', () => {
  it("shows an Admin only the 'Blok Geçmişi' tab, read through /api/siteadmin", async () => {
    setUser({ id: 2, fullName: 'Ayşe Yılmaz', email: null, phone: null, role: 'Admin', isBlocked: false });
    const fetch = mockFetch({ 'GET /api/siteadmin/user-history/4': blocks });
    renderDialog();
    const dialog = await screen.findByTestId('user-history-dialog');
    expect(within(dialog).getByText('Kullanıcı Geçmişi: Zeynep Kaya')).toBeInTheDocument();
    expect(within(dialog).getByRole('tab', { name: 'Blok Geçmişi' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('tab', { name: 'Giriş Geçmişi' })).not.toBeInTheDocument();

    const rows = within(await within(dialog).findByTestId('block-history-table'))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      '02.03.2025 10:00:00AktifAyşe Yılmaz',
      '01.03.2025 09:05:00BlokluSistem',
    ]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("gives a SystemAdmin the 'Giriş Geçmişi' tab with Turkish attempt types, loaded only when opened", async () => {
    setUser({ id: 1, fullName: 'Sistem Yöneticisi', email: null, phone: null, role: 'SystemAdmin', isBlocked: false });
    const fetch = mockFetch({
      'GET /api/system/user-history/4': blocks,
      'GET /api/system/user-login-history/4': logins,
    });
    renderDialog();
    const dialog = await screen.findByTestId('user-history-dialog');
    await within(dialog).findByTestId('block-history-table');
    expect(fetch).toHaveBeenCalledTimes(1);

    await userEvent.click(within(dialog).getByRole('tab', { name: 'Giriş Geçmişi' }));
    const table = await within(dialog).findByTestId('login-history-table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      '01.03.2025 09:05:00Kod ile giriş başarısızBaşarısız192.0.2.7Doğrulama kodu hatalı',
      '01.03.2025 09:00:00Kod ile giriş başarılıBaşarılı192.0.2.7-',
      '01.02.2025 09:00:00Şifre ile giriş başarılıBaşarılı--',
      '01.01.2025 09:00:00Şifre ile giriş başarısızBaşarısız192.0.2.8Şifre hatalı',
    ]);
  });

  it('shows the empty state of each tab', async () => {
    setUser({ id: 1, fullName: 'Sistem Yöneticisi', email: null, phone: null, role: 'SystemAdmin', isBlocked: false });
    mockFetch({ 'GET /api/system/user-history/4': [], 'GET /api/system/user-login-history/4': [] });
    renderDialog();
    expect(await screen.findByText('Blok geçmişi bulunmuyor.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Giriş Geçmişi' }));
    expect(await screen.findByText('Giriş geçmişi bulunmuyor.')).toBeInTheDocument();
  });

  it('shows an error with a retry in a tab whose load failed', async () => {
    setUser({ id: 2, fullName: 'Ayşe Yılmaz', email: null, phone: null, role: 'Admin', isBlocked: false });
    let fail = true;
    mockFetch({
      'GET /api/siteadmin/user-history/4': () =>
        fail ? envelopeResponse(null, { status: 403, isSuccess: false, code: 'Forbidden' }) : envelopeResponse(blocks),
    });
    renderDialog();
    expect(await screen.findByText('Blok geçmişi yüklenirken bir hata oluştu.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByTestId('block-history-table')).toBeInTheDocument();
  });
});
