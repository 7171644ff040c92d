import type { UserDto } from '@aidat/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setUser } from '../../../lib/auth-store';
import { getToasts } from '../../../lib/toast-store';
import { envelopeResponse, mockFetch } from '../../../test/fetch-mock';
import { renderAt } from '../../../test/render';
import { ConfirmProvider } from '../../../components/ui/app-modal/confirm-provider';
import { UserManagementPage } from './user-management-page';

const system: UserDto = {
  id: 1,
  fullName: 'Sistem Yöneticisi',
  email: 'sistem@aidat.local',
  phone: '+905550000001',
  role: 'SystemAdmin',
  isBlocked: false,
};
const ayse: UserDto = {
  id: 2,
  fullName: 'Ayşe Yılmaz',
  email: 'ayse@aidat.local',
  phone: '+905550000002',
  role: 'Admin',
  isBlocked: false,
};
const mehmet: UserDto = {
  id: 3,
  fullName: 'Mehmet Demir',
  email: 'mehmet@aidat.local',
  phone: '+905550000003',
  role: 'Resident',
  isBlocked: true,
};
const cagla: UserDto = { id: 4, fullName: 'Çağla Ak', email: null, phone: null, role: 'Resident', isBlocked: false };

function signInAsSystem() {
  setUser({
    id: 1,
    fullName: 'Sistem Yöneticisi',
    email: 'sistem@aidat.local',
    phone: '+905550000001',
    role: 'SystemAdmin',
    isBlocked: false,
  });
}

const renderPage = () =>
  renderAt(
    '/user-management',
    <ConfirmProvider>
      <UserManagementPage />
    </ConfirmProvider>,
  );

const names = () => screen.getAllByTestId('user-row').map((r) => within(r).getAllByText(/\S/)[0].textContent);

describe('UserManagementPage', () => {
  it('lists users in Turkish name order with the count, role labels and status', async () => {
    signInAsSystem();
    mockFetch({ 'GET /api/system/users': [system, ayse, mehmet, cagla] });
    renderPage();
    await screen.findAllByTestId('user-row');
    expect(screen.getByTestId('users-count')).toHaveTextContent('4');
    expect(names()).toEqual(['Ayşe Yılmaz', 'Çağla Ak', 'Mehmet Demir', 'Sistem Yöneticisi']);
    const mehmetRow = screen.getByText('Mehmet Demir').closest('tr')!;
    expect(within(mehmetRow).getAllByText('Kullanıcı').length).toBeGreaterThan(0);
    expect(within(mehmetRow).getByText('Bloklu')).toBeInTheDocument();
    const ayseRow = screen.getByText('Ayşe Yılmaz').closest('tr')!;
    expect(within(ayseRow).getAllByText('Yönetici').length).toBeGreaterThan(0);
    expect(within(ayseRow).getByText('Aktif')).toBeInTheDocument();
    expect(within(ayseRow).getAllByText('+90 (555) 000 00 02').length).toBeGreaterThan(0);
    // The signed-in SystemAdmin cannot block themselves.
    expect(screen.getByRole('button', { name: 'Sistem Yöneticisi kullanıcısını blokla' })).toBeDisabled();
  });

  it("shows 'Kullanıcılar yüklenirken bir hata oluştu' with a retry that loads the list", async () => {
    signInAsSystem();
    let fail = true;
    const fetch = mockFetch({
      'GET /api/system/users': () =>
        fail
          ? envelopeResponse(null, { status: 500, isSuccess: false, message: 'Beklenmeyen bir hata oluştu.' })
          : envelopeResponse([ayse]),
    });
    renderPage();
    const panel = await screen.findByTestId('error');
    expect(panel).toHaveTextContent('Kullanıcılar yüklenirken bir hata oluştu');
    expect(getToasts()).toEqual([]);
    fail = false;
    await userEvent.click(within(panel).getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByText('Ayşe Yılmaz')).toBeInTheDocument();
    expect(screen.queryByTestId('error')).not.toBeInTheDocument();
    expect(fetch.mock.calls.length).toBeGreaterThanOrEqual(2);
  });

  it("blocks and unblocks with the toasts 'Kullanıcı bloklandı' and 'Kullanıcı blok kaldırıldı'", async () => {
    signInAsSystem();
    const fetch = mockFetch({
      'GET /api/system/users': [system, ayse, mehmet],
      'POST /api/system/block-phone/2': null,
      'POST /api/system/unblock-phone/3': null,
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Ayşe Yılmaz kullanıcısını blokla' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kullanıcıyı Blokla' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Blokla' }));
    await waitFor(() => expect(getToasts().map((t) => t.message)).toContain('Kullanıcı bloklandı'));
    expect(within(screen.getByText('Ayşe Yılmaz').closest('tr')!).getByText('Bloklu')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Mehmet Demir bloğunu kaldır' }));
    await waitFor(() => expect(getToasts().map((t) => t.message)).toContain('Kullanıcı blok kaldırıldı'));
    expect(within(screen.getByText('Mehmet Demir').closest('tr')!).getByText('Aktif')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith('/api/system/block-phone/2', expect.objectContaining({ method: 'POST' }));
    expect(fetch).toHaveBeenCalledWith('/api/system/unblock-phone/3', expect.objectContaining({ method: 'POST' }));
  });

  it('asks before blocking, naming the user and saying their sessions end; cancel blocks nobody', async () => {
    signInAsSystem();
    const fetch = mockFetch({ 'GET /api/system/users': [system, ayse], 'POST /api/system/block-phone/2': null });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Ayşe Yılmaz kullanıcısını blokla' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kullanıcıyı Blokla' });
    expect(dialog).toHaveTextContent('Ayşe Yılmaz (+905550000002) bloklanacak.');
    expect(dialog).toHaveTextContent('Açık oturumları hemen sonlanır');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetch).not.toHaveBeenCalledWith('/api/system/block-phone/2', expect.anything());
    expect(within(screen.getByText('Ayşe Yılmaz').closest('tr')!).getByText('Aktif')).toBeInTheDocument();
  });

  // 50-row renders are slow in jsdom on a shared two-core machine; the default 5 s is too tight.
  it('pages a long list 50 rows at a time and searches across all of it', { timeout: 20_000 }, async () => {
    signInAsSystem();
    const many: UserDto[] = Array.from({ length: 120 }, (_, i) => ({
      id: 100 + i,
      fullName: `Sakin ${String(i).padStart(3, '0')}`,
      email: `sakin${i}@aidat.local`,
      phone: `+90532${String(1000000 + i)}`,
      role: 'Resident',
      isBlocked: false,
    }));
    mockFetch({ 'GET /api/system/users': many });
    renderPage();
    expect(await screen.findAllByTestId('user-row')).toHaveLength(50);
    expect(screen.getByTestId('users-count')).toHaveTextContent('120');
    await userEvent.click(screen.getByRole('button', { name: 'Sayfa 3' }));
    expect(screen.getAllByTestId('user-row')).toHaveLength(20);
    expect(names()[0]).toBe('Sakin 100');

    // Pasted rather than typed: each keystroke would re-render a full page of rows.
    await userEvent.click(screen.getByRole('searchbox', { name: 'Kullanıcı ara' }));
    await userEvent.paste('(532) 100 01 19');
    expect(names()).toEqual(['Sakin 119']);
    await userEvent.clear(screen.getByRole('searchbox'));
    await userEvent.paste('yok böyle biri');
    expect(screen.getByText('Aramanızla eşleşen kullanıcı bulunmuyor.')).toBeInTheDocument();
  });

  it('shows an empty state when there are no users', async () => {
    signInAsSystem();
    mockFetch({ 'GET /api/system/users': [] });
    renderPage();
    expect(await screen.findByText('Kayıtlı kullanıcı bulunmuyor.')).toBeInTheDocument();
  });
});
