import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ConfirmProvider } from '../../../components/ui/app-modal/confirm-provider';
import { setUser } from '../../../lib/auth-store';
import { getToasts } from '../../../lib/toast-store';
import { envelopeResponse, mockFetch } from '../../../test/fetch-mock';
import { renderAt } from '../../../test/render';
import { AdminBlockedPhonesPage } from './admin-blocked-phones-page';
import { BlockedPhonesPage } from './blocked-phones-page';

const zeynep = { id: 4, fullName: 'Zeynep Kaya', phone: '+905321000000', blockedAtUtc: '2025-03-01T09:05:00.000Z' };
const ahmet = { id: 5, fullName: 'Ahmet Çelik', phone: '+905321007919', blockedAtUtc: '2025-02-10T14:30:00.000Z' };

function asAdmin() {
  setUser({
    id: 2,
    fullName: 'Ayşe Yılmaz',
    email: 'ayse@aidat.local',
    phone: '+905550000002',
    role: 'Admin',
    isBlocked: false,
  });
}

function renderAdminPage() {
  return renderAt(
    '/admin-blocked-phones',
    <ConfirmProvider>
      <AdminBlockedPhonesPage />
    </ConfirmProvider>,
  );
}

describe('AdminBlockedPhonesPage', () => {
  it('lists name, formatted phone and block date (DD.MM.YYYY HH:mm)', async () => {
    asAdmin();
    mockFetch({ 'GET /api/siteadmin/blocked-phones': [zeynep, ahmet] });
    renderAdminPage();
    const rows = await screen.findAllByTestId('blocked-phone-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('Zeynep Kaya')).toBeInTheDocument();
    expect(within(rows[0]).getAllByText('+90 (532) 100 00 00').length).toBeGreaterThan(0);
    expect(within(rows[0]).getAllByText('01.03.2025 09:05').length).toBeGreaterThan(0);
  });

  it("unblocks after the 'Bloğu Kaldır' confirmation and removes the row after the fade", async () => {
    asAdmin();
    let blocked = [zeynep, ahmet];
    const fetch = mockFetch({
      'GET /api/siteadmin/blocked-phones': () => envelopeResponse(blocked),
      'POST /api/siteadmin/unblock-phone/4': () => {
        blocked = blocked.filter((r) => r.id !== 4);
        return envelopeResponse(null, { message: 'Kullanıcı blok kaldırıldı' });
      },
    });
    renderAdminPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Zeynep Kaya bloğunu kaldır' }));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(within(dialog).getByText(/Zeynep Kaya \(\+90 \(532\) 100 00 00\)/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bloğu Kaldır' }));

    await waitFor(() =>
      expect(fetch).toHaveBeenCalledWith('/api/siteadmin/unblock-phone/4', expect.objectContaining({ method: 'POST' })),
    );
    // First the row fades (still in the table), then it is gone.
    const leaving = screen.getByText('Zeynep Kaya').closest('tr')!;
    await waitFor(() => expect(leaving).toHaveStyle({ opacity: '0' }));
    await waitFor(() => expect(screen.queryByText('Zeynep Kaya')).not.toBeInTheDocument());
    expect(screen.getAllByTestId('blocked-phone-row')).toHaveLength(1);
    expect(getToasts()).toEqual([]);
  });

  it('keeps the row and shows no toast when unblocking fails', async () => {
    asAdmin();
    const fetch = mockFetch({
      'GET /api/siteadmin/blocked-phones': [zeynep],
      'POST /api/siteadmin/unblock-phone/4': () =>
        envelopeResponse(null, {
          status: 403,
          isSuccess: false,
          code: 'Forbidden',
          message: 'Bu işlem için yetkiniz yok.',
        }),
    });
    const { queryClient } = renderAdminPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Zeynep Kaya bloğunu kaldır' }));
    await userEvent.click(
      within(await screen.findByTestId('confirm-dialog')).getByRole('button', { name: 'Bloğu Kaldır' }),
    );
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    // The refused request has been handled to the end: no mutation is pending any more.
    await waitFor(() => expect(queryClient.isMutating()).toBe(0));
    expect(screen.getByText('Zeynep Kaya')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zeynep Kaya bloğunu kaldır' })).toBeEnabled();
    expect(getToasts()).toEqual([]);
  });

  it('does nothing when the confirmation is cancelled', async () => {
    asAdmin();
    const fetch = mockFetch({ 'GET /api/siteadmin/blocked-phones': [zeynep] });
    renderAdminPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Zeynep Kaya bloğunu kaldır' }));
    await userEvent.click(within(await screen.findByTestId('confirm-dialog')).getByRole('button', { name: 'Vazgeç' }));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Zeynep Kaya')).toBeInTheDocument();
  });

  it("shows the Admin's empty state", async () => {
    asAdmin();
    mockFetch({ 'GET /api/siteadmin/blocked-phones': [] });
    renderAdminPage();
    expect(await screen.findByText('Sitenizde bloklu telefon bulunmuyor.')).toBeInTheDocument();
  });

  it('shows an error state without a toast when loading fails, and reloads with the refresh button', async () => {
    asAdmin();
    let fail = true;
    mockFetch({
      'GET /api/siteadmin/blocked-phones': () =>
        fail
          ? envelopeResponse(null, { status: 500, isSuccess: false, message: 'Beklenmeyen bir hata oluştu.' })
          : envelopeResponse([ahmet]),
    });
    renderAdminPage();
    expect(await screen.findByTestId('error')).toBeInTheDocument();
    expect(getToasts()).toEqual([]);
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Yenile' }));
    expect(await screen.findByText('Ahmet Çelik')).toBeInTheDocument();
  });

  it('opens the user history dialog from a row', async () => {
    asAdmin();
    mockFetch({
      'GET /api/siteadmin/blocked-phones': [zeynep],
      'GET /api/siteadmin/user-history/4': [
        { id: 1, updatedAtUtc: '2025-03-01T09:05:00.000Z', isBlocked: true, updatedBy: 'Sistem' },
      ],
    });
    renderAdminPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Zeynep Kaya için geçmiş' }));
    const dialog = await screen.findByTestId('user-history-dialog');
    expect(await within(dialog).findByText('Sistem')).toBeInTheDocument();
  });
});

describe('BlockedPhonesPage', () => {
  it("reads every site's blocked phones and shows the SystemAdmin's empty state", async () => {
    setUser({ id: 1, fullName: 'Sistem Yöneticisi', email: null, phone: null, role: 'SystemAdmin', isBlocked: false });
    const fetch = mockFetch({ 'GET /api/system/blocked-phones': [] });
    renderAt(
      '/blocked-phones',
      <ConfirmProvider>
        <BlockedPhonesPage />
      </ConfirmProvider>,
    );
    expect(await screen.findByText('Sistemde bloklu telefon bulunmuyor.')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith('/api/system/blocked-phones', expect.anything());
  });
});
