import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelopeResponse } from '../test/fetch-mock';

vi.mock('./browser', () => ({
  currentPath: () => window.location.pathname,
  navigateTo: vi.fn(),
  reloadPage: vi.fn(),
  registerNavigator: vi.fn(),
  pageIsUnloading: vi.fn(() => false),
  deviceIsOffline: vi.fn(() => false),
}));

// The files of a worker share their modules (vitest.config.ts): the client and its stores are
// loaded afresh so that they import the mocked ./browser, and the next file gets the real one.
vi.resetModules();
const browser = await import('./browser');
const { ApiError, api } = await import('./api-client');
const { getUser, setUser } = await import('./auth-store');
const { clearToasts, getToasts } = await import('./toast-store');
// test/setup.ts clears the toasts of the shared store; these tests have their own.
afterEach(() => clearToasts());
afterAll(() => {
  vi.doUnmock('./browser');
  vi.resetModules();
});
const fetchMock = vi.fn<typeof fetch>();

const resident = {
  id: 3,
  fullName: 'Mehmet Demir',
  email: null,
  phone: '+905550000003',
  role: 'Resident',
  isBlocked: false,
} as const;

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  vi.mocked(browser.navigateTo).mockReset();
  vi.mocked(browser.reloadPage).mockReset();
  window.history.replaceState(null, '', '/');
});

describe('api client envelope', () => {
  it('unwraps data and sends cookies and JSON', async () => {
    fetchMock.mockResolvedValueOnce(envelopeResponse({ reference: 'abc' }));
    await expect(api.post('/api/auth/login-by-phone', { phone: '+905550000003' })).resolves.toEqual({
      reference: 'abc',
    });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/auth/login-by-phone');
    expect(init?.credentials).toBe('include');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(JSON.stringify({ phone: '+905550000003' }));
    expect(getToasts()).toHaveLength(0);
  });

  it('adds query parameters and skips empty ones', async () => {
    fetchMock.mockResolvedValueOnce(envelopeResponse([]));
    await api.get('/api/siteadmin/units', { query: { siteId: 4, q: '', x: undefined } });
    expect(fetchMock.mock.calls[0][0]).toBe('/api/siteadmin/units?siteId=4');
  });

  it('shows a danger toast with the message and rejects with the code when isSuccess is false', async () => {
    fetchMock.mockResolvedValueOnce(
      envelopeResponse(null, { status: 409, code: 'Conflict', message: 'Bu kayıt zaten mevcut.' }),
    );
    const error = await api.get('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'Conflict', message: 'Bu kayıt zaten mevcut.', status: 409 });
    expect(getToasts()).toEqual([expect.objectContaining({ variant: 'danger', message: 'Bu kayıt zaten mevcut.' })]);
  });

  it("exposes the envelope's details and counts their field among the fields", async () => {
    fetchMock.mockResolvedValueOnce(
      envelopeResponse(
        {
          errors: [
            { field: 'units.3.doorNumber', message: '4. satır: B blok 1 numaralı daire listede birden fazla kez var.' },
          ],
        },
        {
          status: 400,
          code: 'ValidationError',
          message: '4. satır: B blok 1 numaralı daire listede birden fazla kez var.',
          details: { field: 'units.3.doorNumber', row: 4 },
        },
      ),
    );
    const refused = await api.post('/api/x', {}).catch((e: unknown) => e);
    expect(refused).toMatchObject({ details: { field: 'units.3.doorNumber', row: 4 } });
    expect((refused as InstanceType<typeof ApiError>).fields).toEqual({
      'units.3.doorNumber': '4. satır: B blok 1 numaralı daire listede birden fazla kez var.',
    });

    fetchMock.mockResolvedValueOnce(
      envelopeResponse(null, {
        status: 409,
        code: 'Conflict',
        message: 'Bu blokta bu kapı numarası zaten kayıtlı.',
        details: { field: 'doorNumber' },
      }),
    );
    const conflict = await api.get('/api/x').catch((e: unknown) => e);
    expect((conflict as InstanceType<typeof ApiError>).fields).toEqual({
      doorNumber: 'Bu blokta bu kapı numarası zaten kayıtlı.',
    });

    fetchMock.mockResolvedValueOnce(envelopeResponse(null, { status: 404, code: 'NotFound', message: 'Yok.' }));
    expect(await api.get('/api/x').catch((e: unknown) => e)).toMatchObject({ details: {}, fields: {} });
  });

  it('falls back to the default message and UnknownError', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>bad gateway</html>', { status: 502 }));
    const error = await api.get('/api/x').catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'UnknownError', message: 'Beklenmeyen bir hata oluştu.' });
    expect(getToasts()[0]).toMatchObject({ variant: 'danger', message: 'Beklenmeyen bir hata oluştu.' });
  });

  it('treats isSuccess false on HTTP 200 as a failure too', async () => {
    fetchMock.mockResolvedValueOnce(envelopeResponse(null, { status: 200, isSuccess: false, code: '', message: '' }));
    await expect(api.get('/api/x')).rejects.toMatchObject({ code: 'UnknownError' });
  });

  it('does not toast when the call is silent', async () => {
    fetchMock.mockResolvedValueOnce(envelopeResponse(null, { status: 429, code: 'RateLimited', message: 'Çok fazla' }));
    await expect(api.post('/api/auth/login-by-phone', {}, { silent: true })).rejects.toMatchObject({
      code: 'RateLimited',
    });
    expect(getToasts()).toHaveLength(0);
  });
});

describe('api client session handling', () => {
  it('clears the stored user and goes to /login on 401', async () => {
    setUser(resident);
    fetchMock.mockResolvedValueOnce(
      envelopeResponse(null, { status: 401, code: 'Unauthorized', message: 'Oturum yok' }),
    );
    await expect(api.get('/api/me/units')).rejects.toMatchObject({ code: 'Unauthorized' });
    expect(getUser()).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(browser.navigateTo).toHaveBeenCalledWith('/login');
  });

  it('does not navigate on 401 when already on /login', async () => {
    window.history.replaceState(null, '', '/login');
    fetchMock.mockResolvedValueOnce(envelopeResponse(null, { status: 401, code: 'Unauthorized', message: 'Hatalı' }));
    await expect(api.post('/api/auth/verify-otp', {})).rejects.toMatchObject({ code: 'Unauthorized' });
    expect(browser.navigateTo).not.toHaveBeenCalled();
  });

  it('shows the network warning, clears the user and goes to /login when fetch fails', async () => {
    setUser(resident);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(api.get('/api/me/units')).rejects.toMatchObject({ code: 'NetworkError' });
    expect(getToasts()).toEqual([
      expect.objectContaining({ variant: 'warning', message: 'Ağ hatası oluştu. Lütfen bağlantınızı kontrol edin.' }),
    ]);
    expect(getUser()).toBeNull();
    expect(browser.navigateTo).toHaveBeenCalledWith('/login');
  });

  it('keeps the session when a request fails because the page is being left', async () => {
    setUser(resident);
    vi.mocked(browser.pageIsUnloading).mockReturnValueOnce(true);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(api.get('/api/me/units')).rejects.toBeInstanceOf(TypeError);
    expect(getToasts()).toHaveLength(0);
    expect(getUser()).not.toBeNull();
    expect(browser.navigateTo).not.toHaveBeenCalled();
  });

  it('keeps the session on a device without network, and warns once for several failed requests', async () => {
    setUser(resident);
    vi.mocked(browser.deviceIsOffline).mockReturnValue(true);
    try {
      fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
      await expect(api.get('/api/auth/me')).rejects.toMatchObject({ code: 'NetworkError' });
      await expect(api.get('/api/auth/frontend-config')).rejects.toMatchObject({ code: 'NetworkError' });
      expect(getToasts()).toEqual([expect.objectContaining({ variant: 'warning' })]);
      expect(getUser()).not.toBeNull();
      expect(browser.navigateTo).not.toHaveBeenCalled();
    } finally {
      vi.mocked(browser.deviceIsOffline).mockReturnValue(false);
    }
  });

  it('tells when the server answered: its Date header, kept by an answer stored for offline use', async () => {
    const stored = envelopeResponse({ ok: true });
    stored.headers.set('Date', 'Wed, 25 Nov 2026 21:30:00 GMT');
    fetchMock.mockResolvedValueOnce(stored);
    const onAnsweredAt = vi.fn();
    await api.get('/api/me/units', { onAnsweredAt });
    expect(onAnsweredAt).toHaveBeenCalledWith(Date.UTC(2026, 10, 25, 21, 30));
    // Without the header, the time it arrived.
    fetchMock.mockResolvedValueOnce(envelopeResponse({ ok: true }));
    const before = Date.now();
    await api.get('/api/me/units', { onAnsweredAt });
    expect(onAnsweredAt.mock.calls[1][0]).toBeGreaterThanOrEqual(before);
  });

  it('passes an aborted request through without toast or logout', async () => {
    setUser(resident);
    const controller = new AbortController();
    controller.abort();
    fetchMock.mockRejectedValueOnce(new DOMException('aborted', 'AbortError'));
    await expect(api.get('/api/me/units', { signal: controller.signal })).rejects.toHaveProperty('name', 'AbortError');
    expect(getToasts()).toHaveLength(0);
    expect(getUser()).not.toBeNull();
  });
});

describe('api client maintenance header', () => {
  it("stores maintenanceMode and reloads on 'true'", async () => {
    fetchMock.mockResolvedValueOnce(envelopeResponse([], { maintenance: 'true' }));
    const error = await api.get('/api/auth/frontend-config').catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'MaintenanceMode', message: 'Sistem bakım modunda' });
    expect(window.localStorage.getItem('maintenanceMode')).toBe('true');
    expect(browser.reloadPage).toHaveBeenCalledTimes(1);
    expect(getToasts()).toHaveLength(0);
  });

  it("clears the flag on 'false'", async () => {
    window.localStorage.setItem('maintenanceMode', 'true');
    fetchMock.mockResolvedValueOnce(envelopeResponse([1], { maintenance: 'false' }));
    await expect(api.get('/api/x')).resolves.toEqual([1]);
    expect(window.localStorage.getItem('maintenanceMode')).toBeNull();
  });

  it('ignores the header when the skip flag is set', async () => {
    window.localStorage.setItem('skipMaintenance', 'true');
    fetchMock.mockResolvedValueOnce(envelopeResponse([2], { maintenance: 'true' }));
    await expect(api.get('/api/x')).resolves.toEqual([2]);
    expect(window.localStorage.getItem('maintenanceMode')).toBeNull();
    expect(browser.reloadPage).not.toHaveBeenCalled();
  });
});
