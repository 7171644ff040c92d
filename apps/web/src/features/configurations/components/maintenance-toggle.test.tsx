import type { ConfigurationDto } from '@aidat/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../../lib/browser', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/browser')>()),
  reloadPage: vi.fn(),
}));

// The files of a worker share their modules (vitest.config.ts): the page and everything it uses
// are loaded afresh so that they import the mocked browser module, and the next file gets the real one.
vi.resetModules();
const { ConfirmProvider } = await import('../../../components/ui/app-modal/confirm-provider');
const { reloadPage } = await import('../../../lib/browser');
const { isMaintenanceActive } = await import('../../../lib/maintenance');
const { clearToasts, getToasts } = await import('../../../lib/toast-store');
// test/setup.ts clears the toasts of the shared store; this page has its own.
afterEach(() => clearToasts());
const { envelopeResponse, mockFetch } = await import('../../../test/fetch-mock');
const { renderAt } = await import('../../../test/render');
const { ConfigurationsPage } = await import('./configurations-page');
afterAll(() => {
  vi.doUnmock('../../../lib/browser');
  vi.resetModules();
});

const maintenance = (value: string): ConfigurationDto => ({
  id: 7,
  key: 'MaintenanceMode',
  value,
  description: 'Bakım modu',
  isFrontendVisible: true,
  updatedAtUtc: '2025-10-15T07:30:05.000Z',
});

function renderPage() {
  return renderAt(
    '/configurations',
    <ConfirmProvider>
      <ConfigurationsPage />
    </ConfirmProvider>,
  );
}

/** The server as it behaves: once maintenance is on, every answer says so in its header. */
function serverWith(initial: string) {
  let value = initial;
  return mockFetch({
    'GET /api/system/configurations': () =>
      envelopeResponse([maintenance(value)], { maintenance: value === 'true' ? 'true' : 'false' }),
    'PUT /api/system/configurations/MaintenanceMode': (_url: string, init: RequestInit | undefined) => {
      value = JSON.parse(String(init?.body)).value;
      return envelopeResponse(maintenance(value), { maintenance: 'false' });
    },
  });
}

async function setValue(value: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'MaintenanceMode düzenle' }));
  const input = screen.getByRole('textbox', { name: 'MaintenanceMode değeri' });
  await user.clear(input);
  await user.type(input, value);
  await user.click(screen.getByRole('button', { name: 'MaintenanceMode kaydet' }));
  return user;
}

const puts = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT').length;

describe('turning maintenance on', { timeout: 20_000 }, () => {
  it('asks first; cancelling sends nothing and sets no bypass', async () => {
    const fetchMock = serverWith('false');
    renderPage();
    const user = await setValue('true');
    const dialog = await screen.findByRole('dialog', { name: 'Bakım Modunu Aç' });
    expect(dialog).toHaveTextContent('sistem yöneticileri dışında kimse sistemi kullanamaz');
    await user.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(puts(fetchMock)).toBe(0);
    expect(window.localStorage.getItem('skipMaintenance')).toBeNull();
  });

  it('after confirming keeps the SystemAdmin working with the bypass set, and says so', async () => {
    const fetchMock = serverWith('false');
    renderPage();
    const user = await setValue('true');
    const dialog = await screen.findByRole('dialog', { name: 'Bakım Modunu Aç' });
    await user.click(within(dialog).getByRole('button', { name: 'Bakım Modunu Aç' }));
    await waitFor(() =>
      expect(getToasts().map((t) => t.message)).toContain(
        'Bakım modu açıldı. Bu tarayıcıda bakım atlaması açıldı, çalışmaya devam edebilirsiniz (kapatmak için adrese ?skipMaintenance=false ekleyin).',
      ),
    );
    expect(puts(fetchMock)).toBe(1);
    expect(window.localStorage.getItem('skipMaintenance')).toBe('true');
    // The list is read again and answers "maintenance on": the page stays, no maintenance screen.
    await waitFor(() =>
      expect(within(screen.getByTestId('config-row-MaintenanceMode')).getByText('true')).toBeInTheDocument(),
    );
    expect(reloadPage).not.toHaveBeenCalled();
    expect(isMaintenanceActive()).toBe(false);
  });

  it('a refused save takes the bypass back', async () => {
    mockFetch({
      'GET /api/system/configurations': [maintenance('false')],
      'PUT /api/system/configurations/MaintenanceMode': () =>
        envelopeResponse(null, { status: 500, code: 'InternalError', message: 'Beklenmeyen bir hata oluştu.' }),
    });
    renderPage();
    const user = await setValue('true');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Bakım Modunu Aç' }));
    expect(await screen.findByText('Konfigürasyon güncellenirken hata oluştu')).toBeInTheDocument();
    expect(window.localStorage.getItem('skipMaintenance')).toBeNull();
  });

  it('turning it off asks nothing', async () => {
    const fetchMock = serverWith('true');
    window.localStorage.setItem('skipMaintenance', 'true');
    renderPage();
    await setValue('false');
    expect(await screen.findByText('Konfigürasyon güncellendi')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(puts(fetchMock)).toBe(1);
  });
});
