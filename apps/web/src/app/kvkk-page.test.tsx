import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { UserBox } from './layout/user-box';
import { setUser, type StoredUser } from '../lib/auth-store';
import { envelopeResponse, mockFetch } from '../test/fetch-mock';
import { renderRoutes } from '../test/render';
import { LoginPage } from '../features/auth/components/login-page';
import { KvkkPage } from '../features/kvkk/components/kvkk-page';

const resident: StoredUser = {
  id: 1,
  fullName: 'Mehmet Demir',
  role: 'Resident',
  email: null,
  phone: '+905550000003',
  isBlocked: false,
};

const routes = [
  { path: '/kvkk', element: <KvkkPage /> },
  { path: '/login', element: <LoginPage /> },
  { path: '/', element: <p>home page</p> },
];

describe('/kvkk Aydınlatma Metni', () => {
  it('names the controller, purposes, recipients, legal bases, retention, every art. 11 right and how to apply', async () => {
    mockFetch({ 'GET /api/auth/frontend-config': [{ key: 'LoginHistoryRetentionDays', value: '365' }] });
    renderRoutes(routes, '/kvkk');
    const page = await screen.findByTestId('kvkk-page');

    expect(within(page).getByRole('heading', { level: 1, name: 'Aydınlatma Metni' })).toBeInTheDocument();
    for (const heading of [
      '1. Veri sorumlusu ve veri işleyen',
      '2. İşlenen kişisel veriler',
      '3. İşleme amaçları',
      '4. Kişisel verilerin aktarıldığı taraflar ve aktarım amacı',
      '5. Toplama yöntemi ve hukuki sebepler',
      '6. Saklama süreleri',
      '7. Haklarınız (KVKK md. 11)',
      '8. Başvuru yöntemi (KVKK md. 13)',
    ]) {
      expect(within(page).getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
    const text = page.textContent ?? '';
    expect(text).toContain('site yönetimidir');
    expect(text).toContain('veri işleyen (KVKK md. 3/1-ğ)');
    expect(text).toContain('SMS hizmet sağlayıcısı');
    expect(text).toContain('Barındırma');
    for (const basis of ['(c) ', '(ç) ', '(f) ']) expect(text).toContain(basis);
    expect(text).toContain('Kat Mülkiyeti Kanunu');
    expect(text).toContain('IP adresi');
    expect(text).toContain('en geç otuz gün içinde');

    const rights = within(screen.getByTestId('kvkk-rights')).getAllByRole('listitem');
    expect(rights.map((r) => r.querySelector('strong')?.textContent)).toEqual([
      'a)',
      'b)',
      'c)',
      'ç)',
      'd)',
      'e)',
      'f)',
      'g)',
      'ğ)',
    ]);

    // The retention the pruning job uses, read from the public configuration.
    expect(await within(page).findByText(/Giriş geçmişi \(IP adresleri dahil\) 365 gün saklanır/)).toBeInTheDocument();
  });

  it('states the default retention when the configuration cannot be read, and leads back to the login', async () => {
    mockFetch({ 'GET /api/auth/frontend-config': () => envelopeResponse(null, { status: 500 }) });
    const ue = userEvent.setup();
    const { router } = renderRoutes(routes, '/kvkk');
    expect(await screen.findByText(/730 gün saklanır/)).toBeInTheDocument();
    await ue.click(screen.getByRole('link', { name: 'Giriş sayfasına dön' }));
    expect(router.state.location.pathname).toBe('/login');
  });
});

describe('KVKK links', () => {
  it('the login screen links to the notice under the form', async () => {
    mockFetch({ 'GET /api/auth/frontend-config': [] });
    const ue = userEvent.setup();
    const { router } = renderRoutes(routes, '/login');
    await ue.click(await screen.findByRole('link', { name: 'KVKK Aydınlatma Metni' }));
    expect(router.state.location.pathname).toBe('/kvkk');
    expect(await screen.findByRole('heading', { level: 1, name: 'Aydınlatma Metni' })).toBeInTheDocument();
  });

  it("the signed-in user's box offers their data as a download", () => {
    setUser(resident);
    mockFetch({});
    renderRoutes([{ path: '/', element: <UserBox user={resident} /> }], '/');
    const link = screen.getByRole('link', { name: 'Verilerimi indir' });
    expect(link).toHaveAttribute('href', '/api/me/data-export');
    expect(link).toHaveAttribute('download');
  });
});
