import { screen } from '@testing-library/react';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../test/fetch-mock';
import { App } from './app';

const MAINTENANCE_TEXT = 'Size daha iyi hizmet sunabilmek için bakımdayız. Anlayışınız için teşekkür ederiz.';

describe('<App /> maintenance gate', () => {
  it('replaces the whole app with the maintenance page when the flag is set', async () => {
    window.localStorage.setItem('maintenanceMode', 'true');
    const fetchMock = mockFetch({});
    render(<App />);
    expect(await screen.findByText(MAINTENANCE_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Aidat' })).toBeInTheDocument();
    expect(screen.queryByText('Giriş Yap')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('runs the app when the skip flag is set', async () => {
    window.localStorage.setItem('maintenanceMode', 'true');
    window.localStorage.setItem('skipMaintenance', 'true');
    window.history.replaceState(null, '', '/login');
    mockFetch({ 'GET /api/auth/frontend-config': [] });
    render(<App />);
    expect(screen.queryByText(MAINTENANCE_TEXT)).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Giriş Yap' })).toBeInTheDocument();
  });

  it('sends an unauthenticated visitor of / to the login screen', async () => {
    window.history.replaceState(null, '', '/');
    mockFetch({ 'GET /api/auth/frontend-config': [] });
    render(<App />);
    expect(await screen.findByRole('heading', { name: 'Giriş Yap' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
  });
});
