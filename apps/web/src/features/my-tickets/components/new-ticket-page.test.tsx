import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeXhr } from '../../../test/fake-xhr';
import { envelopeResponse, mockFetch } from '../../../test/fetch-mock';
import { renderRoutes } from '../../../test/render';
import { NewTicketPage } from './new-ticket-page';
import { refusal, ticket, UNITS } from './ticket.fixtures';

const extra = [{ path: '/my-tickets/:ticketId', element: <p>Talep sayfası</p> }];

function renderNew(answers: Record<string, unknown>, path = '/my-tickets/new') {
  const fetch = mockFetch({ 'GET /api/me/units': UNITS, ...answers });
  const utils = renderRoutes([{ path: '/my-tickets/new', element: <NewTicketPage /> }, ...extra], path);
  return { ...utils, fetch };
}

async function fillIn(user = userEvent.setup()) {
  await user.selectOptions(await screen.findByLabelText('Kategori'), 'asansor');
  await user.type(screen.getByLabelText('Başlık'), 'Asansör 3. katta kaldı');
  await user.type(screen.getByLabelText('Açıklama'), 'Sabahtan beri çalışmıyor.');
  return user;
}

const png = (name = 'asansor.png') => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
const pdf = (name = 'tutanak.pdf') => new File(['%PDF-1.4'], name, { type: 'application/pdf' });
const postBody = (fetch: ReturnType<typeof mockFetch>) => {
  const call = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
  return call ? { body: JSON.parse(String(call[1]?.body)), headers: call[1]?.headers as Record<string, string> } : null;
};

afterEach(() => vi.unstubAllGlobals());

describe("NewTicketPage ('Yeni Talep')", () => {
  it("shows 'Yükleniyor...' until the units arrive, then offers each unit with its site, the one asked for chosen", async () => {
    renderNew({}, '/my-tickets/new?unitId=21');
    expect(screen.getByTestId('loading')).toBeInTheDocument();
    const unit = await screen.findByLabelText('Daire');
    expect(
      within(unit)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Güneş Sitesi — Blok A • Daire 5', 'Deniz Sitesi — Blok C • Daire 3']);
    await waitFor(() => expect(unit).toHaveValue('21'));
  });

  it('names the only unit instead of offering a choice', async () => {
    renderNew({ 'GET /api/me/units': [UNITS[0]] });
    expect(await screen.findByLabelText('Daire')).toHaveValue('Güneş Sitesi — Blok A • Daire 5');
    expect(screen.queryByRole('combobox', { name: 'Daire' })).not.toBeInTheDocument();
  });

  it('says so to someone with no unit to report for', async () => {
    renderNew({ 'GET /api/me/units': [] });
    expect(await screen.findByTestId('empty')).toHaveTextContent('Talep açabileceğiniz bir daireniz bulunmuyor.');
    expect(screen.queryByTestId('new-ticket-form')).not.toBeInTheDocument();
  });

  it('says when the units could not be loaded', async () => {
    renderNew({ 'GET /api/me/units': () => envelopeResponse(null, { status: 500, message: 'Sunucu hatası' }) });
    expect(await screen.findByTestId('error')).toHaveTextContent('Daireleriniz yüklenirken hata oluştu.');
  });

  it('marks the fields left empty and sends nothing', async () => {
    const { fetch } = renderNew({});
    await userEvent.click(await screen.findByRole('button', { name: 'Talebi Gönder' }));
    expect(screen.getByLabelText('Kategori')).toHaveAccessibleDescription('Kategori zorunludur.');
    expect(screen.getByLabelText('Başlık')).toHaveAccessibleDescription(/Başlık zorunludur\./);
    expect(screen.getByLabelText('Açıklama')).toHaveAccessibleDescription(/Açıklama zorunludur\./);
    expect(postBody(fetch)).toBeNull();
  });

  it('marks the field the server refused, named by details.field', async () => {
    renderNew({
      'POST /api/me/tickets': () =>
        new Response(JSON.stringify(refusal('Bu daire için talep açamazsınız.', 'NotFound', 'unitId')), {
          status: 404,
          headers: { 'Content-Type': 'application/json' },
        }),
    });
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Talebi Gönder' }));
    expect(await screen.findByText('Bu daire için talep açamazsınız.')).toBeInTheDocument();
    expect(screen.getByLabelText('Daire')).toHaveAccessibleDescription('Bu daire için talep açamazsınız.');
    expect(screen.getByLabelText('Daire')).toHaveClass('is-invalid');
    // Beside the field only: no toast repeating it.
    expect(screen.getAllByText('Bu daire için talep açamazsınız.')).toHaveLength(1);
  });

  it('opens the ticket with an Idempotency-Key and goes to its page when it has no files', async () => {
    const { fetch, router } = renderNew({ 'POST /api/me/tickets': () => envelopeResponse(ticket(), { status: 201 }) });
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Talebi Gönder' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-tickets/7'));
    const sent = postBody(fetch);
    expect(sent?.body).toEqual({
      unitId: 5,
      category: 'asansor',
      title: 'Asansör 3. katta kaldı',
      description: 'Sabahtan beri çalışmıyor.',
    });
    expect(sent?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText('Talebiniz iletildi.')).toBeInTheDocument();
  });

  it("sends each file after the ticket with its own progress bar and shows a refused file's reason beside it", async () => {
    const Xhr = installFakeXhr();
    const { router } = renderNew({ 'POST /api/me/tickets': () => envelopeResponse(ticket(), { status: 201 }) });
    const user = await fillIn();
    const input = screen.getByLabelText('Fotoğraf veya PDF (isteğe bağlı)');
    expect(input).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp,application/pdf');
    expect(input).toHaveAttribute('multiple');
    await user.upload(input, [png(), pdf()]);
    expect(screen.getAllByTestId('ticket-file').map((f) => f.textContent)).toEqual([
      expect.stringContaining('asansor.png'),
      expect.stringContaining('tutanak.pdf'),
    ]);
    await user.click(screen.getByRole('button', { name: 'Talebi Gönder' }));

    // One request per file, one after the other, each to the new ticket.
    await waitFor(() => expect(Xhr.sent).toHaveLength(1));
    const [first] = Xhr.sent;
    expect(first.method).toBe('POST');
    expect(first.url).toBe('/api/me/tickets/7/attachments');
    expect(first.fileName).toBe('asansor.png');
    act(() => first.progress(50, 100));
    const bar = screen.getByRole('progressbar', { name: 'asansor.png yükleniyor' });
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    expect(bar).toHaveTextContent('50%');
    const files = screen.getAllByTestId('ticket-file');
    expect(files[1]).toHaveTextContent('Sırada');
    act(() => first.respond(201, { isSuccess: true, code: 'Success', message: 'Dosya eklendi', data: { id: 1 } }));
    expect(await within(files[0]).findByText('Yüklendi')).toBeInTheDocument();

    await waitFor(() => expect(Xhr.sent).toHaveLength(2));
    expect(Xhr.sent[1].fileName).toBe('tutanak.pdf');
    act(() =>
      Xhr.sent[1].respond(415, refusal('Dosya (file) PNG, JPEG, WebP veya PDF olmalıdır.', 'UnsupportedMediaType')),
    );
    expect(await within(files[1]).findByTestId('file-refusal')).toHaveTextContent(
      'Dosya (file) PNG, JPEG, WebP veya PDF olmalıdır.',
    );
    // The ticket exists all the same: the page says so and leads to it instead of sending it again.
    const refused = screen.getByTestId('upload-refused');
    expect(refused).toHaveTextContent('Talebiniz açıldı, ancak bazı dosyalar eklenemedi:');
    expect(screen.queryByRole('button', { name: 'Talebi Gönder' })).not.toBeInTheDocument();
    await user.click(within(refused).getByRole('link', { name: 'Talebe git' }));
    expect(router.state.location.pathname).toBe('/my-tickets/7');
  });

  it('shows the reason a proxy gave no words for: a body too large (413)', async () => {
    const Xhr = installFakeXhr();
    renderNew({ 'POST /api/me/tickets': () => envelopeResponse(ticket(), { status: 201 }) });
    const user = await fillIn();
    await user.upload(screen.getByLabelText('Fotoğraf veya PDF (isteğe bağlı)'), png());
    await user.click(screen.getByRole('button', { name: 'Talebi Gönder' }));
    await waitFor(() => expect(Xhr.sent).toHaveLength(1));
    act(() => {
      Xhr.sent[0].status = 413;
      Xhr.sent[0].responseText = '<html>413 Request Entity Too Large</html>';
      Xhr.sent[0].onload?.();
    });
    expect(await screen.findByTestId('file-refusal')).toHaveTextContent('Dosya (file) en fazla 10 MB olabilir.');
  });

  it('refuses here a file of another type or over 10 MB, and more than 5 files', async () => {
    const { fetch } = renderNew({});
    const user = userEvent.setup({ applyAccept: false });
    await fillIn(user);
    const input = screen.getByLabelText('Fotoğraf veya PDF (isteğe bağlı)');
    const big = png('buyuk.png');
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    await user.upload(input, [new File(['x'], 'not.txt', { type: 'text/plain' }), big]);
    const [text, large] = screen.getAllByTestId('ticket-file');
    expect(within(text).getByTestId('file-refusal')).toHaveTextContent('Dosya PNG, JPEG, WebP veya PDF olmalıdır.');
    expect(within(large).getByTestId('file-refusal')).toHaveTextContent('Dosya en fazla 10 MB olabilir.');
    await user.click(screen.getByRole('button', { name: 'Talebi Gönder' }));
    expect(input).toHaveAccessibleDescription(/Eklenemeyecek dosyaları çıkarın\./);
    expect(postBody(fetch)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'not.txt dosyasını çıkar' }));
    await user.click(screen.getByRole('button', { name: 'buyuk.png dosyasını çıkar' }));
    await user.upload(
      input,
      [1, 2, 3, 4, 5, 6].map((n) => png(`foto-${n}.png`)),
    );
    expect(screen.getAllByTestId('ticket-file')).toHaveLength(5);
    expect(input).toHaveAccessibleDescription(/En fazla 5 dosya ekleyebilirsiniz\./);
    expect(input).toBeDisabled();
  });
});
