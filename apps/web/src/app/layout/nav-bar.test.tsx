import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getUser, setUser, type StoredUser } from '../../lib/auth-store';
import { envelopeResponse, mockFetch } from '../../test/fetch-mock';
import { renderRoutes } from '../../test/render';
import { NavBar } from './nav-bar';

const base = { email: null, phone: null, isBlocked: false };
const resident: StoredUser = { id: 1, fullName: 'Mehmet Demir', role: 'Resident', ...base };
const admin: StoredUser = { id: 2, fullName: 'Ayşe Yılmaz', role: 'Admin', ...base };

const menu = [
  {
    id: 2,
    label: 'Bildirimler',
    path: '/notifications',
    roles: 'Admin',
    displayOrder: 2,
    isActive: true,
    icon: 'bi-bell',
  },
  { id: 1, label: 'Yönetim Paneli', path: '/admin', roles: 'Admin', displayOrder: 1, isActive: true, icon: null },
];

function renderNav() {
  return renderRoutes(
    [
      { path: '/', element: <NavBar /> },
      { path: '/login', element: <p>login page</p> },
    ],
    '/',
  );
}

describe('navigation bar', () => {
  it('shows only the brand when signed out', () => {
    const fetchMock = mockFetch({});
    renderNav();
    expect(screen.getByRole('link', { name: 'Aidat' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Çıkış Yap' })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('gives a resident a logout button instead of a menu toggle', () => {
    setUser(resident);
    const fetchMock = mockFetch({});
    renderNav();
    expect(screen.getByText('Mehmet Demir')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Çıkış Yap' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Menüyü aç/kapat' })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('loads the admin menu in display order', async () => {
    setUser(admin);
    mockFetch({ 'GET /api/menu': menu });
    renderNav();
    // The administrators' bar is its own chunk; the menu is still loading when it appears.
    expect(await screen.findByText('Menüler yükleniyor...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menüyü aç/kapat' })).toBeInTheDocument();
    const list = await screen.findByTestId('main-menu');
    const labels = within(list)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(labels).toEqual(['Yönetim Paneli', 'Bildirimler']);
    expect(within(list).getByRole('link', { name: 'Bildirimler' })).toHaveAttribute('href', '/notifications');
  });

  it('shows an empty menu and no toast when loading fails', async () => {
    setUser(admin);
    mockFetch({ 'GET /api/menu': () => envelopeResponse(null, { status: 500, message: 'Menü hatası' }) });
    renderNav();
    const list = await screen.findByTestId('main-menu');
    expect(within(list).queryAllByRole('link')).toHaveLength(0);
    expect(screen.queryByText('Menü hatası')).not.toBeInTheDocument();
  });

  it('logs out: posts, clears the stored user and goes to /login', async () => {
    setUser(resident);
    const fetchMock = mockFetch({ 'POST /api/auth/logout': null });
    const { router } = renderNav();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Çıkış Yap' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(getUser()).toBeNull();
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/logout', expect.objectContaining({ method: 'POST' }));
  });
});
