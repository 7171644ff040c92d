import type { AdminSiteDto, SiteImportResultDto } from '@aidat/shared';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelopeResponse, mockFetch } from '../../../test/fetch-mock';
import { renderAt } from '../../../test/render';
import { SiteSetupCard } from './site-setup-card';

const SITE: AdminSiteDto = {
  id: 1,
  name: 'Yeni Site',
  address: 'x',
  blockCount: 2,
  unitCount: 4,
  monthlyDuesAmount: 0,
};
const DUES = {
  siteId: 1,
  rule: { mode: 'perUnit', amount: 0, effectiveFrom: null },
  pending: null,
  chargedThrough: null,
  defaultEffectiveFrom: '2026-12',
  budgets: [],
};
const result = (over: Partial<SiteImportResultDto>): SiteImportResultDto => ({
  siteId: 1,
  dryRun: true,
  valid: true,
  created: false,
  rows: [],
  problems: [],
  units: 2,
  residents: 1,
  openingBalances: 1,
  openingBalanceTotal: 1250.5,
  ...over,
});

configure({ asyncUtilTimeout: 5_000 });

describe('site set-up', { timeout: 20_000 }, () => {
  it('a site without units shows the checklist from its data and creates its declared units', async () => {
    const fetchMock = mockFetch({
      'GET /api/siteadmin/units': [],
      'GET /api/siteadmin/sites/1/dues-rule': DUES,
      'GET /api/siteadmin/accounts': [{ id: 3, siteId: 1, name: 'Ziraat', kind: 'banka' }],
      'POST /api/siteadmin/sites/1/units': () => envelopeResponse({ siteId: 1, created: 4 }, { status: 201 }),
    });
    renderAt('/admin', <SiteSetupCard site={SITE} />);
    const card = await screen.findByTestId('first-run-card');
    await waitFor(() =>
      expect(
        within(card)
          .getAllByTestId('setup-step')
          .map((s) => s.getAttribute('data-done')),
      ).toEqual(['false', 'false', 'true', 'false']),
    );
    expect(within(card).getByRole('link', { name: 'Hesaplar' })).toHaveAttribute('href', '/accounts');
    await userEvent.click(within(card).getByRole('button', { name: 'Bildirilen 4 daireyi oluştur' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]?.body))).toEqual({
      units: [
        { block: 'A', doorNumber: '1' },
        { block: 'A', doorNumber: '2' },
        { block: 'B', doorNumber: '1' },
        { block: 'B', doorNumber: '2' },
      ],
    });
    expect(new Headers(post[1]?.headers).get('Idempotency-Key')).toBeTruthy();
  });

  it("'İçe Aktar' checks the file first, lists its problems, and saves only a valid file", async () => {
    let dryRuns = 0;
    const fetchMock = mockFetch({
      'GET /api/siteadmin/units': [{ id: 1 }],
      'GET /api/siteadmin/sites/1/dues-rule': DUES,
      'POST /api/siteadmin/sites/1/imports': (url: string) => {
        if (!url.includes('dryRun=true'))
          return envelopeResponse(result({ dryRun: false, created: true }), { status: 201 });
        dryRuns += 1;
        return envelopeResponse(
          dryRuns === 1
            ? result({
                valid: false,
                problems: [{ row: 2, problems: ['2. kayıt (dosyada 3. satır), “Blok” sütunu: boş bırakılamaz.'] }],
              })
            : result({}),
        );
      },
    });
    renderAt('/admin', <SiteSetupCard site={SITE} />);
    await userEvent.click(await screen.findByTestId('site-import-button'));
    const dialog = await screen.findByTestId('site-import-dialog');
    expect(within(dialog).getByRole('link', { name: /Şablonu indir/ })).toHaveAttribute(
      'href',
      '/api/siteadmin/sites/1/import-template.xlsx',
    );
    const save = within(dialog).getByRole('button', { name: 'Kaydet' });
    expect(save).toBeDisabled();
    await userEvent.upload(within(dialog).getByLabelText('Dosya'), new File(['Blok;Daire No'], 'k.csv'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kontrol Et' }));
    expect(await within(dialog).findByTestId('site-import-problems')).toHaveTextContent(
      '2. kayıt (dosyada 3. satır), “Blok” sütunu',
    );
    expect(save).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kontrol Et' }));
    expect(await within(dialog).findByTestId('site-import-ready')).toHaveTextContent(
      '2 daire, 1 sakin ve 1 devir borcu',
    );
    await userEvent.click(save);
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.filter(([url]) => !String(url).includes('dryRun') && String(url).includes('imports')),
      ).toHaveLength(1),
    );
  });
});
