import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getUser } from '../../../lib/auth-store';
import { envelopeResponse, mockFetch } from '../../../test/fetch-mock';
import { renderRoutes } from '../../../test/render';
import { LoginPage } from './login-page';

const user = {
  id: 3,
  fullName: 'Mehmet Demir',
  email: null,
  phone: '+905550000003',
  role: 'Resident',
  isBlocked: false,
};

function defaultApi(overrides: Record<string, unknown> = {}) {
  return mockFetch({
    'GET /api/auth/frontend-config': [
      { key: 'OtpCodeLength', value: '6' },
      { key: 'OtpTtlMinutes', value: '3' },
    ],
    'POST /api/auth/login-by-phone': { reference: 'ref-1', devOtp: '123456' },
    'POST /api/auth/verify-otp': { user },
    ...overrides,
  });
}

function renderLogin() {
  return renderRoutes(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/', element: <p>home page</p> },
    ],
    '/login',
  );
}

async function openOtpModal(ue: ReturnType<typeof userEvent.setup>) {
  await ue.type(screen.getByLabelText('Cep telefonu'), '5550000003');
  await ue.click(screen.getByRole('button', { name: 'Giriş' }));
  return screen.findByRole('dialog', { name: 'Doğrulama Kodu' });
}

describe('login screen', () => {
  beforeEach(() => {
    defaultApi();
  });

  it("shows the title and keeps 'Giriş' disabled until the masked phone has 19 characters", async () => {
    const ue = userEvent.setup();
    renderLogin();
    expect(screen.getByRole('heading', { name: 'Giriş Yap' })).toBeInTheDocument();
    const phone = screen.getByLabelText('Cep telefonu');
    const button = screen.getByRole('button', { name: 'Giriş' });
    expect(button).toBeDisabled();

    await ue.type(phone, '555000000');
    expect(phone).toHaveValue('+90 (555) 000 00 0');
    expect(button).toBeDisabled();

    await ue.type(phone, '3');
    expect(phone).toHaveValue('+90 (555) 000 00 03');
    expect(button).toBeEnabled();
  });

  it.each([['+90 555 000 00 03'], ['905550000003'], ['05550000003'], ['5550000003']])(
    'normalises a pasted %s',
    async (pasted) => {
      const ue = userEvent.setup();
      renderLogin();
      const phone = screen.getByLabelText('Cep telefonu');
      await ue.click(phone);
      await ue.paste(pasted);
      expect(phone).toHaveValue('+90 (555) 000 00 03');
      expect(screen.getByRole('button', { name: 'Giriş' })).toBeEnabled();
    },
  );

  it('requests a code with the masked phone and opens the verification modal', async () => {
    const fetchMock = defaultApi();
    const ue = userEvent.setup();
    renderLogin();
    const dialog = await openOtpModal(ue);
    expect(within(dialog).getByText(/Kalan süre: 0[23]:\d\d/)).toBeInTheDocument();
    expect(await within(dialog).findByText('Geliştirme kodu: 123456')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/auth/login-by-phone');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ phone: '+90 (555) 000 00 03' });
  });

  it("enables 'Devam et' only at full length and keeps digits only", async () => {
    const ue = userEvent.setup();
    renderLogin();
    const dialog = await openOtpModal(ue);
    await within(dialog).findByText('Geliştirme kodu: 123456');
    const code = within(dialog).getByLabelText('Doğrulama kodu');
    const submit = within(dialog).getByRole('button', { name: 'Devam et' });
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');

    await ue.type(code, '12a3-4');
    expect(code).toHaveValue('1234');
    expect(submit).toBeDisabled();

    await ue.type(code, '5 6789');
    expect(code).toHaveValue('123456');
    expect(submit).toBeEnabled();
  });

  it('stores the user and navigates to / after a successful verification', async () => {
    const fetchMock = defaultApi();
    const ue = userEvent.setup();
    const { router } = renderLogin();
    const dialog = await openOtpModal(ue);
    await within(dialog).findByText('Geliştirme kodu: 123456');
    await ue.type(within(dialog).getByLabelText('Doğrulama kodu'), '123456');
    await ue.click(within(dialog).getByRole('button', { name: 'Devam et' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(getUser()).toMatchObject({ id: 3, role: 'Resident' });
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/auth/verify-otp');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ reference: 'ref-1', otp: '123456' });
  });

  it('keeps the modal open and shows the server message when verification fails', async () => {
    defaultApi({
      'POST /api/auth/verify-otp': () =>
        envelopeResponse(null, { status: 400, code: 'ValidationError', message: 'Doğrulama kodu hatalı.' }),
    });
    const ue = userEvent.setup();
    const { router } = renderLogin();
    const dialog = await openOtpModal(ue);
    await within(dialog).findByText('Geliştirme kodu: 123456');
    await ue.type(within(dialog).getByLabelText('Doğrulama kodu'), '000000');
    await ue.click(within(dialog).getByRole('button', { name: 'Devam et' }));

    expect(await screen.findByText('Doğrulama kodu hatalı.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Doğrulama Kodu' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(getUser()).toBeNull();
  });

  it('swallows a failed code request without a toast', async () => {
    defaultApi({
      'POST /api/auth/login-by-phone': () =>
        envelopeResponse(null, { status: 500, code: 'InternalError', message: 'Beklenmeyen hata' }),
    });
    const ue = userEvent.setup();
    renderLogin();
    await openOtpModal(ue);
    await waitFor(() => expect(screen.queryByText('Kod gönderiliyor...')).not.toBeInTheDocument());
    expect(screen.queryByText('Beklenmeyen hata')).not.toBeInTheDocument();
  });

  it('says how long to wait when a code is asked for too soon, and goes back to the form', async () => {
    const wait = 'Yeni bir kod istemeden önce lütfen 42 saniye bekleyin.';
    defaultApi({
      'POST /api/auth/login-by-phone': () =>
        envelopeResponse(null, { status: 429, code: 'RateLimited', message: wait }),
    });
    const ue = userEvent.setup();
    renderLogin();
    await ue.type(screen.getByLabelText('Cep telefonu'), '5550000003');
    await ue.click(screen.getByRole('button', { name: 'Giriş' }));
    expect(await screen.findByText(wait)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Doğrulama Kodu' })).not.toBeInTheDocument());
  });

  it('keeps the earlier code usable when asking again within the interval', async () => {
    const wait = 'Yeni bir kod istemeden önce lütfen 50 saniye bekleyin.';
    let requests = 0;
    const fetchMock = defaultApi({
      'POST /api/auth/login-by-phone': () =>
        ++requests === 1
          ? envelopeResponse({ reference: 'ref-1', devOtp: '123456' })
          : envelopeResponse(null, { status: 429, code: 'RateLimited', message: wait }),
    });
    const ue = userEvent.setup();
    const { router } = renderLogin();
    let dialog = await openOtpModal(ue);
    await within(dialog).findByText('Geliştirme kodu: 123456');
    await ue.click(within(dialog).getByRole('button', { name: /Kapat|Close/ }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Doğrulama Kodu' })).not.toBeInTheDocument());

    // Asking again too soon: the wait is shown and the dialog comes back with the first code.
    await ue.click(screen.getByRole('button', { name: 'Giriş' }));
    expect(await screen.findByText(wait)).toBeInTheDocument();
    dialog = await screen.findByRole('dialog', { name: 'Doğrulama Kodu' });
    expect(within(dialog).getByText('Geliştirme kodu: 123456')).toBeInTheDocument();
    expect(within(dialog).getByText(/Kalan süre: 0[23]:\d\d/)).toBeInTheDocument();
    await ue.type(within(dialog).getByLabelText('Doğrulama kodu'), '123456');
    await ue.click(within(dialog).getByRole('button', { name: 'Devam et' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(requests).toBe(2);
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/auth/verify-otp');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ reference: 'ref-1', otp: '123456' });
  });

  it('signs in with a password through the secondary link', async () => {
    const fetchMock = defaultApi({ 'POST /api/auth/login-by-password': { user: { ...user, role: 'Admin' } } });
    const ue = userEvent.setup();
    const { router } = renderLogin();
    await ue.click(screen.getByRole('button', { name: 'Şifre ile giriş' }));
    await ue.type(await screen.findByLabelText('E-posta veya telefon'), 'ayse@aidat.local');
    await ue.type(screen.getByLabelText('Şifre'), 'Demo.12345');
    await ue.click(screen.getByRole('button', { name: 'Giriş' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/auth/login-by-password');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ identifier: 'ayse@aidat.local', password: 'Demo.12345' });
  });
});

describe('login countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("replaces the code input with 'Yeniden şifre gönder' at zero and restarts on resend", async () => {
    const fetchMock = defaultApi({ 'GET /api/auth/frontend-config': [{ key: 'OtpTtlMinutes', value: '1' }] });
    const ue = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderLogin();
    // Let the configuration (1 minute) arrive before the code is requested.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    const dialog = await openOtpModal(ue);
    expect(within(dialog).getByText('Kalan süre: 01:00')).toBeInTheDocument();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000);
    });
    expect(within(dialog).getByText('Kalan süre: 00:30')).toBeInTheDocument();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(31_000);
    });
    expect(within(dialog).getByText('Kalan süre: 00:00')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Doğrulama kodu')).not.toBeInTheDocument();
    const resend = within(dialog).getByRole('button', { name: 'Yeniden şifre gönder' });

    await ue.click(resend);
    expect(await within(dialog).findByLabelText('Doğrulama kodu')).toHaveValue('');
    expect(within(dialog).getByText('Kalan süre: 01:00')).toBeInTheDocument();
    const requests = fetchMock.mock.calls.filter(([url]) => url === '/api/auth/login-by-phone');
    expect(requests).toHaveLength(2);
  });
});
