import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { setUser, type StoredUser } from '../lib/auth-store';
import { renderRoutes } from '../test/render';
import { RequireAuth, RequireRole } from './guards';

const base = { email: null, phone: null, isBlocked: false };
const resident: StoredUser = { id: 1, fullName: 'Mehmet Demir', role: 'Resident', ...base };
const admin: StoredUser = { id: 2, fullName: 'Ayşe Yılmaz', role: 'Admin', ...base };
const sysadmin: StoredUser = { id: 3, fullName: 'Sistem Yöneticisi', role: 'SystemAdmin', ...base };

const routes: RouteObject[] = [
  { path: '/login', element: <p>login page</p> },
  { element: <RequireAuth />, children: [{ path: '/', element: <p>home page</p> }] },
  { element: <RequireRole only="Admin" />, children: [{ path: '/admin', element: <p>admin page</p> }] },
  { element: <RequireRole only="SystemAdmin" />, children: [{ path: '/sysadmin', element: <p>sysadmin page</p> }] },
];

describe('route guards', () => {
  beforeEach(() => window.localStorage.clear());

  it('sends an unauthenticated visitor of / to /login', async () => {
    const { router } = renderRoutes(routes, '/');
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends an unauthenticated visitor of an admin route to /login', async () => {
    const { router } = renderRoutes(routes, '/sysadmin');
    await screen.findByText('login page');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('lets a signed-in user see /', async () => {
    setUser(resident);
    renderRoutes(routes, '/');
    expect(await screen.findByText('home page')).toBeInTheDocument();
  });

  it('sends a resident away from /admin to /', async () => {
    setUser(resident);
    const { router } = renderRoutes(routes, '/admin');
    await screen.findByText('home page');
    expect(router.state.location.pathname).toBe('/');
  });

  it('keeps a SystemAdmin out of an Admin-only route', async () => {
    setUser(sysadmin);
    const { router } = renderRoutes(routes, '/admin');
    await screen.findByText('home page');
    expect(router.state.location.pathname).toBe('/');
  });

  it('keeps an Admin out of a SystemAdmin route', async () => {
    setUser(admin);
    const { router } = renderRoutes(routes, '/sysadmin');
    await screen.findByText('home page');
    expect(router.state.location.pathname).toBe('/');
  });

  it('lets each role into its own routes', async () => {
    setUser(admin);
    const first = renderRoutes(routes, '/admin');
    expect(await screen.findByText('admin page')).toBeInTheDocument();
    first.unmount();
    setUser(sysadmin);
    renderRoutes(routes, '/sysadmin');
    expect(await screen.findByText('sysadmin page')).toBeInTheDocument();
  });

  it('re-evaluates when another tab signs out (storage event)', async () => {
    setUser(resident);
    const { router } = renderRoutes(routes, '/');
    await screen.findByText('home page');
    window.localStorage.removeItem('user');
    window.dispatchEvent(new StorageEvent('storage', { key: 'user' }));
    await screen.findByText('login page');
    expect(router.state.location.pathname).toBe('/login');
  });
});
