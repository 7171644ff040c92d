import type { ConfigurationDto } from '@aidat/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ConfirmProvider } from '../../../components/ui/app-modal/confirm-provider';
import { envelopeResponse, mockFetch } from '../../../test/fetch-mock';
import { renderAt } from '../../../test/render';
import { ConfigurationsPage } from './configurations-page';

const config = (over: Partial<ConfigurationDto>): ConfigurationDto => ({
  id: 1,
  key: 'OtpCodeLength',
  value: '6',
  description: 'Doğrulama kodu uzunluğu',
  isFrontendVisible: true,
  updatedAtUtc: '2025-10-15T07:30:05.000Z',
  ...over,
});

const LIST = [
  config({}),
  config({ id: 2, key: 'OtpMaxAttempts', value: '3', description: null, isFrontendVisible: false }),
];

function renderPage() {
  return renderAt(
    '/configurations',
    <ConfirmProvider>
      <ConfigurationsPage />
    </ConfirmProvider>,
  );
}

const bodyOf = (fetchMock: ReturnType<typeof mockFetch>, key: string) => {
  const call = fetchMock.mock.calls.find(
    ([url, init]) => `${init?.method ?? 'GET'} ${String(url).split('?')[0]}` === key,
  );
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
};

// Typing through user-event takes seconds on a busy two-core machine; 5 s is too tight.
describe('ConfigurationsPage', { timeout: 20_000 }, () => {
  it('lists key, value, description, visibility and the updated date', async () => {
    mockFetch({ 'GET /api/system/configurations': LIST });
    renderPage();
    const row = await screen.findByTestId('config-row-OtpCodeLength');
    expect(within(row).getByText('6')).toBeInTheDocument();
    expect(within(row).getByText('Doğrulama kodu uzunluğu')).toBeInTheDocument();
    expect(within(row).getByText('Evet')).toBeInTheDocument();
    expect(within(row).getByText('15.10.2025 07:30:05')).toBeInTheDocument();
    expect(within(screen.getByTestId('config-row-OtpMaxAttempts')).getByText('Hayır')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'OtpCodeLength geçmişi' })).toHaveAttribute(
      'href',
      '/configurations/history/OtpCodeLength',
    );
    expect(screen.getByRole('link', { name: /Tüm Geçmiş/ })).toHaveAttribute('href', '/configurations/history');
  });

  it('edits value, description and visibility in place and saves them', async () => {
    const user = userEvent.setup();
    let listed = LIST;
    const fetchMock = mockFetch({
      'GET /api/system/configurations': () => envelopeResponse(listed),
      'PUT /api/system/configurations/OtpCodeLength': () => {
        listed = [config({ value: '8', description: 'Yeni', isFrontendVisible: false }), LIST[1]];
        return envelopeResponse(listed[0]);
      },
    });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'OtpCodeLength düzenle' }));
    const value = screen.getByRole('textbox', { name: 'OtpCodeLength değeri' });
    await user.clear(value);
    await user.type(value, '8');
    const description = screen.getByRole('textbox', { name: 'OtpCodeLength açıklaması' });
    await user.clear(description);
    await user.type(description, 'Yeni');
    await user.click(screen.getByRole('checkbox', { name: 'OtpCodeLength arayüzde görünür' }));
    await user.click(screen.getByRole('button', { name: 'OtpCodeLength kaydet' }));

    expect(await screen.findByText('Konfigürasyon güncellendi')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'PUT /api/system/configurations/OtpCodeLength')).toEqual({
      value: '8',
      description: 'Yeni',
      isFrontendVisible: false,
    });
    await waitFor(() =>
      expect(screen.queryByRole('textbox', { name: 'OtpCodeLength değeri' })).not.toBeInTheDocument(),
    );
    expect(within(screen.getByTestId('config-row-OtpCodeLength')).getByText('8')).toBeInTheDocument();
  });

  it('cancels an edit without calling the server', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({ 'GET /api/system/configurations': LIST });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'OtpCodeLength düzenle' }));
    await user.type(screen.getByRole('textbox', { name: 'OtpCodeLength değeri' }), '99');
    await user.click(screen.getByRole('button', { name: 'OtpCodeLength düzenlemeyi iptal et' }));
    expect(screen.queryByRole('textbox', { name: 'OtpCodeLength değeri' })).not.toBeInTheDocument();
    expect(within(screen.getByTestId('config-row-OtpCodeLength')).getByText('6')).toBeInTheDocument();
    expect(fetchMock.mock.calls.every(([, init]) => (init?.method ?? 'GET') === 'GET')).toBe(true);
  });

  it("shows SPEC's failure toast and the server's reason when a save is refused", async () => {
    const user = userEvent.setup();
    mockFetch({
      'GET /api/system/configurations': LIST,
      'PUT /api/system/configurations/OtpCodeLength': () =>
        envelopeResponse(null, {
          status: 400,
          code: 'ValidationError',
          message: 'OtpCodeLength değeri 4 ile 8 arasında olmalıdır.',
        }),
    });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'OtpCodeLength düzenle' }));
    const value = screen.getByRole('textbox', { name: 'OtpCodeLength değeri' });
    await user.clear(value);
    await user.type(value, '12');
    await user.click(screen.getByRole('button', { name: 'OtpCodeLength kaydet' }));
    expect(await screen.findByText('Konfigürasyon güncellenirken hata oluştu')).toBeInTheDocument();
    expect(screen.getByText('OtpCodeLength değeri 4 ile 8 arasında olmalıdır.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'OtpCodeLength değeri' })).toHaveValue('12');
  });

  it('keeps create disabled until key and value are filled, then creates', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({
      'GET /api/system/configurations': LIST,
      'POST /api/system/configurations': config({
        id: 9,
        key: 'Support.Phone',
        value: '444',
        description: null,
        isFrontendVisible: false,
      }),
    });
    renderPage();
    await user.click(await screen.findByRole('button', { name: /Yeni Konfigürasyon/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Yeni Konfigürasyon' });
    const create = within(dialog).getByRole('button', { name: 'Oluştur' });
    expect(create).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Anahtar'), 'Support.Phone');
    expect(create).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Değer'), '   ');
    expect(create).toBeDisabled();
    await user.clear(within(dialog).getByLabelText('Değer'));
    await user.type(within(dialog).getByLabelText('Değer'), '444');
    expect(create).toBeEnabled();
    await user.click(create);
    expect(await screen.findByText('Konfigürasyon oluşturuldu')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST /api/system/configurations')).toEqual({
      key: 'Support.Phone',
      value: '444',
      description: '',
      isFrontendVisible: false,
    });
  });

  it('asks before deleting, saying it cannot be undone', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({
      'GET /api/system/configurations': LIST,
      'DELETE /api/system/configurations/OtpMaxAttempts': null,
    });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'OtpMaxAttempts sil' }));
    const dialog = await screen.findByRole('dialog', { name: 'Konfigürasyonu Sil' });
    expect(dialog).toHaveTextContent('"OtpMaxAttempts" konfigürasyonu silinecek. Bu işlem geri alınamaz.');
    await user.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'OtpMaxAttempts sil' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Konfigürasyonu Sil' })).getByRole('button', { name: 'Sil' }),
    );
    expect(await screen.findByText('Konfigürasyon silindi')).toBeInTheDocument();
  });

  it("shows SPEC's load failure toast and an error state", async () => {
    mockFetch({ 'GET /api/system/configurations': () => envelopeResponse(null, { status: 500 }) });
    renderPage();
    expect(await screen.findByTestId('error')).toHaveTextContent('Konfigürasyonlar yüklenirken hata oluştu');
    expect(screen.getByTestId('toast-danger')).toHaveTextContent('Konfigürasyonlar yüklenirken hata oluştu');
  });

  it('shows an empty state', async () => {
    mockFetch({ 'GET /api/system/configurations': [] });
    renderPage();
    expect(await screen.findByTestId('empty')).toHaveTextContent('Kayıtlı konfigürasyon bulunmuyor.');
  });
});
