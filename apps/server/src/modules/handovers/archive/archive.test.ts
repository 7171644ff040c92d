import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { istanbulDay } from '@aidat/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import {
  accounts,
  handovers,
  meetingAgendaItems,
  meetingMotions,
  meetings,
  tickets,
} from '../../../db/schema/index.js';
import { buildWorld, type World } from '../../../../test/factories/index.js';
import { multipartFile, SAMPLE_FILES } from '../../../../test/fixtures/multipart.js';
import { pdfText } from '../../../../test/fixtures/pdf-text.js';
import { createTestApp, type TestContext } from '../../../../test/helper.js';
import { setUpSiteBooks } from '../../ledger/books/accounts/site-books.repository.js';
import { archiveSealerOf, sealPendingArchives } from '../archive-sealer.js';

let t: TestContext;
let w: World;
let counter = 0;

beforeAll(async () => {
  t = await createTestApp();
  w = buildWorld(t);
});
afterAll(() => t.close());

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const get = (as: string, url: string) => t.call({ method: 'GET', url, as });
const post = (as: string, url: string, payload: object) => t.call({ method: 'POST', url, as, payload });

/** Every entry of a zip, in order, read back with yauzl. */
function unzip(zip: Buffer): Promise<Array<{ path: string; data: Buffer }>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (err, file) => {
      if (err) return reject(err);
      const entries: Array<{ path: string; data: Buffer }> = [];
      file.on('error', reject);
      file.on('end', () => resolve(entries));
      file.on('entry', (entry: yauzl.Entry) => {
        file.openReadStream(entry, (openErr, stream) => {
          if (openErr) return reject(openErr);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('error', reject);
          stream.on('end', () => {
            entries.push({ path: entry.fileName, data: Buffer.concat(chunks) });
            file.readEntry();
          });
        });
      });
      file.readEntry();
    });
  });
}

/**
 * A site with books: two units charged and one paid into the Kasa (one payment reversed), a bank
 * account with a transfer into it, an expense with two invoices (one named in Turkish), an open and
 * a closed ticket.
 */
async function siteWithBooks() {
  counter += 1;
  const siteId = await w.site({ name: `Arşiv Sitesi ${counter}` });
  await setUpSiteBooks(t.db, siteId);
  const [kasa] = await t.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.siteId, siteId), eq(accounts.name, 'Kasa')));
  const bankId = await w.account({ siteId, name: 'Vakıf', kind: 'banka', openingBalance: 250 });
  const admin = await w.siteAdmin(siteId, `Ayşe Arşiv ${counter}`);
  const a1 = await w.unit({ siteId, block: 'A', doorNumber: '1' });
  const b2 = await w.unit({ siteId, block: 'B', doorNumber: '2' });
  for (const unitId of [a1, b2])
    await w.ledgerRow(
      { unitId, siteId },
      { type: 'aidat_charge', amount: 750.5, at: '2026-01-01T09:00:00.000Z', period: '2026-01', description: 'Ocak' },
    );
  const pay = (unitId: number, amount: number) =>
    post(admin.cookie, `/api/siteadmin/units/${unitId}/payments`, { kind: 'aidat', amount, accountId: kasa.id });
  const paid = await pay(a1, 600);
  await pay(b2, 100.25);
  expect(
    (await post(admin.cookie, `/api/siteadmin/transactions/${paid.body.data.id}/reverse`, { reason: 'Yanlış daire' }))
      .statusCode,
  ).toBe(201);
  await pay(a1, 500);
  // The Istanbul day, as the server reads entry dates: between 21:00 and midnight UTC the UTC date
  // is yesterday there, before the day's payments, and the transfer would take the kasa below zero.
  const today = istanbulDay(new Date());
  const transfer = await post(admin.cookie, '/api/siteadmin/transfers', {
    fromAccountId: kasa.id,
    toAccountId: bankId,
    amount: 50,
    date: today,
    description: 'Bankaya yatırılan',
  });
  expect(transfer.statusCode).toBe(201);
  const categories = await get(admin.cookie, `/api/siteadmin/expense-categories?siteId=${siteId}`);
  const expense = await post(admin.cookie, '/api/siteadmin/expenses', {
    siteId,
    accountId: kasa.id,
    categoryId: categories.body.data[0].id,
    date: today,
    amount: 120,
    description: 'Elektrik faturası',
  });
  expect(expense.statusCode).toBe(201);
  const expenseId = expense.body.data.id as number;
  const invoices = [
    { name: 'Şubat Faturası.pdf', data: SAMPLE_FILES.pdf },
    { name: 'fiş.png', data: SAMPLE_FILES.png },
  ];
  for (const f of invoices) {
    const up = await t.call({
      method: 'POST',
      url: `/api/siteadmin/expenses/${expenseId}/attachments`,
      as: admin.cookie,
      ...multipartFile(f.data, f.name),
    });
    expect(up.statusCode).toBe(201);
  }
  await t.db.insert(tickets).values([
    { siteId, unitId: a1, category: 'asansor', title: 'Asansör arızalı', description: 'Kat arasında kaldı' },
    { siteId, category: 'bahce', title: 'Çim biçilsin', description: 'Uzadı', status: 'closed' },
  ]);
  // A meeting held a week ago, whose karar text the archive carries.
  const [meeting] = await t.db
    .insert(meetings)
    .values({
      siteId,
      kind: 'olagan',
      title: 'Olağan Genel Kurul',
      firstAt: new Date(Date.now() - 21 * 86_400_000),
      firstPlace: 'Salon',
      secondAt: new Date(Date.now() - 10 * 86_400_000),
      secondPlace: 'Salon',
      status: 'held',
      heldAt: new Date(Date.now() - 7 * 86_400_000),
    })
    .returning({ id: meetings.id });
  const [item] = await t.db
    .insert(meetingAgendaItems)
    .values({ meetingId: meeting.id, position: 1, title: 'Yönetici seçimi' })
    .returning({ id: meetingAgendaItems.id });
  await t.db.insert(meetingMotions).values({
    meetingId: meeting.id,
    session: 'second',
    agendaItemId: item.id,
    title: 'Cem yönetici seçilsin',
    threshold: 'countAndLandShare',
    status: 'passed',
    yes: 2,
  });
  return { siteId, unitId: a1, kasaId: kasa.id, bankId, admin, expenseId, invoices, meetingId: meeting.id };
}

async function handOver(s: Awaited<ReturnType<typeof siteWithBooks>>) {
  counter += 1;
  const res = await post(s.admin.cookie, `/api/siteadmin/sites/${s.siteId}/handover`, {
    newManager: {
      fullName: `Cem Arşiv ${counter}`,
      email: `cem-arsiv-${counter}@aidat.local`,
      password: 'Devir.12345',
    },
    decisionNo: '2026/7',
    decidedAt: '2026-01-10',
    cashCount: [{ accountId: s.kasaId, countedAmount: 330 }],
  });
  expect(res.statusCode).toBe(201);
  // The archive is sealed after the commit: read the handover once it is.
  await archiveSealerOf(t.app).idle();
  const cem = await w.signIn(res.body.data.toManager.userId);
  const [handover] = (await get(cem, `/api/siteadmin/sites/${s.siteId}/handovers`)).body.data;
  expect(handover).toEqual({ ...res.body.data, archiveSha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
  return { handover, cem };
}

/** Checks the manifest against every entry and answers the entries by path. */
function checkManifest(entries: Array<{ path: string; data: Buffer }>, siteId: number) {
  const byPath = new Map(entries.map((e) => [e.path, e.data]));
  expect(entries.at(-1)!.path).toBe('manifest.json');
  const manifest = JSON.parse(byPath.get('manifest.json')!.toString('utf8'));
  expect(manifest).toMatchObject({ siteId, siteName: expect.stringMatching(/^Arşiv Sitesi/) });
  expect(new Date(manifest.generatedAt).toISOString()).toBe(manifest.generatedAt);
  // Every other entry, in order, with its size and SHA-256.
  expect(manifest.files.map((f: { path: string }) => f.path)).toEqual(entries.slice(0, -1).map((e) => e.path));
  for (const f of manifest.files) {
    const data = byPath.get(f.path)!;
    expect({ path: f.path, size: f.size, sha256: f.sha256 }).toEqual({
      path: f.path,
      size: data.length,
      sha256: sha256(data),
    });
    expect(f.path).toMatch(/^[\x21-\x7e]+$/);
  }
  return { byPath, manifest };
}

async function sheet(data: Buffer, name: string) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as unknown as ArrayBuffer);
  return workbook.getWorksheet(name)!;
}

describe('GET /api/siteadmin/handovers/:id/archive.zip', () => {
  it('streams the archive the handover recorded, every file listed with its size and hash, the ledger reconciled', async () => {
    const s = await siteWithBooks();
    const { handover, cem } = await handOver(s);
    const res = await get(cem, `/api/siteadmin/handovers/${handover.id}/archive.zip`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="site-${s.siteId}-devir-${handover.id}.zip"`);
    // Made again from the records of that moment: the very archive whose hash the handover keeps.
    expect(sha256(res.rawPayload)).toBe(handover.archiveSha256);

    const entries = await unzip(res.rawPayload);
    const { byPath, manifest } = checkManifest(entries, s.siteId);
    expect(entries.map((e) => e.path)).toEqual([
      'ledger.xlsx',
      'accounts.xlsx',
      'receipts.csv',
      `invoices/${s.expenseId}/Subat_Faturasi.pdf`,
      `invoices/${s.expenseId}/fis.png`,
      'bank-statement-rows.csv',
      'budgets.json',
      'decisions.json',
      `minutes/${s.meetingId}.pdf`,
      'tickets-open.csv',
      'cash-count.csv',
      'tutanak.pdf',
      'manifest.json',
    ]);
    // Invoices byte for byte.
    expect(byPath.get(`invoices/${s.expenseId}/Subat_Faturasi.pdf`)).toEqual(s.invoices[0].data);
    expect(byPath.get(`invoices/${s.expenseId}/fis.png`)).toEqual(s.invoices[1].data);

    // The ledger's totals reconcile with the units' balances (payments − charges).
    const units = (await get(cem, `/api/siteadmin/units?siteId=${s.siteId}`)).body.data as Array<{
      outstanding: number;
    }>;
    const siteBalanceKurus = units.reduce((sum, u) => sum + Math.round(u.outstanding * 100), 0);
    const ledger = await sheet(byPath.get('ledger.xlsx')!, 'Site Defteri');
    const totals = ledger.getRow(ledger.rowCount);
    expect(totals.getCell(1).value).toBe('Toplam');
    const debit = Math.round(Number(totals.getCell(8).value) * 100);
    const credit = Math.round(Number(totals.getCell(9).value) * 100);
    expect(credit - debit).toBe(siteBalanceKurus);
    expect(siteBalanceKurus).toBe(-(150100 - 60025));
    // Every ledger row: two charges, three payments and one reversal, between the header and the totals.
    expect(ledger.rowCount - 6).toBe(6);

    // The accounts and their balances, as the books list them.
    const books = (await get(cem, `/api/siteadmin/accounts?siteId=${s.siteId}`)).body.data as Array<{
      id: number;
      balance: number;
    }>;
    const accountsSheet = await sheet(byPath.get('accounts.xlsx')!, 'Hesaplar');
    const balances = new Map<number, number>();
    accountsSheet.eachRow((row) => {
      if (typeof row.getCell(1).value === 'number')
        balances.set(Number(row.getCell(1).value), Number(row.getCell(7).value));
    });
    expect(Object.fromEntries(balances)).toEqual(Object.fromEntries(books.map((a) => [a.id, a.balance])));
    const moves = await sheet(byPath.get('accounts.xlsx')!, 'Hareketler');
    // Kasa: three payments, the reversal, the transfer and the expense; the bank: the transfer.
    expect(moves.rowCount - 4).toBe(7);

    const receipts = byPath.get('receipts.csv')!.toString('utf8');
    expect(receipts.startsWith('\uFEFFMakbuz no;Tarih;Blok;Daire;')).toBe(true);
    expect(receipts.trim().split('\r\n')).toHaveLength(4);
    expect(receipts).toContain(';600,00;Kasa;Nakit;İptal edildi');
    expect(receipts).toContain(';100,25;Kasa;Nakit;');

    const tickets = byPath.get('tickets-open.csv')!.toString('utf8');
    expect(tickets).toContain('Asansör arızalı');
    expect(tickets).not.toContain('Çim biçilsin');

    const cash = byPath.get('cash-count.csv')!.toString('utf8').trim().split('\r\n');
    expect(cash[1]).toBe(`${s.kasaId};Kasa;Kasa;430,25;330,00;-100,25`);
    expect(cash[2]).toBe(`${s.bankId};Vakıf;Banka;300,00;;`);
    const decisions = JSON.parse(byPath.get('decisions.json')!.toString('utf8'));
    expect(decisions).toMatchObject([
      {
        id: s.meetingId,
        status: 'held',
        agenda: [{ order: 1, title: 'Yönetici seçimi' }],
        motions: [{ title: 'Cem yönetici seçilsin', threshold: 'countAndLandShare', result: { yes: 2, passed: true } }],
      },
    ]);
    const minutes = pdfText(byPath.get(`minutes/${s.meetingId}.pdf`)!);
    expect(minutes).toContain('KAT MALİKLERİ KURULU KARAR METNİ');
    expect(minutes).toContain('Cem yönetici seçilsin');
    expect(JSON.parse(byPath.get('budgets.json')!.toString('utf8'))).toEqual([]);

    // The tutanak lists every file before it with its hash.
    const tutanak = pdfText(byPath.get('tutanak.pdf')!);
    expect(tutanak).toContain('DEVİR-TESLİM TUTANAĞI');
    for (const f of manifest.files.filter((f: { path: string }) => f.path !== 'tutanak.pdf'))
      expect(tutanak).toContain(f.sha256);
  });

  it('seals the same archive again when its seal was lost, whatever was written after the handover', async () => {
    const s = await siteWithBooks();
    const { handover, cem } = await handOver(s);
    const paid = await post(cem, `/api/siteadmin/units/${s.unitId}/payments`, {
      kind: 'aidat',
      amount: 12.5,
      accountId: s.kasaId,
    });
    expect(paid.statusCode).toBe(201);
    // As after an instance stopped between the handover's commit and its seal.
    await t.db.update(handovers).set({ archiveSha256: null, archiveFiles: null }).where(eq(handovers.id, handover.id));
    const log = { info: () => {}, error: () => {} };
    expect(await sealPendingArchives({ db: t.db, fileStore: t.app.fileStore, log })).toBeGreaterThanOrEqual(1);
    const [again] = (await get(cem, `/api/siteadmin/sites/${s.siteId}/handovers`)).body.data;
    expect(again.archiveSha256).toBe(handover.archiveSha256);
  });

  it('is for the site’s current managers and SystemAdmins only', async () => {
    const s = await siteWithBooks();
    const { handover } = await handOver(s);
    for (const url of [
      `/api/siteadmin/handovers/${handover.id}/archive.zip`,
      `/api/siteadmin/sites/${s.siteId}/archive.zip`,
    ]) {
      expect((await get(s.admin.cookie, url)).statusCode).toBe(403);
      expect((await get(await t.login('mehmet'), url)).statusCode).toBe(403);
      expect((await get(await t.login('system'), url)).statusCode).toBe(200);
    }
    expect((await get(await t.login('system'), '/api/siteadmin/handovers/999999/archive.zip')).statusCode).toBe(404);
  });
});

describe('GET /api/siteadmin/sites/:siteId/archive.zip', () => {
  it('streams the site’s archive of now, without a tutanak', async () => {
    const s = await siteWithBooks();
    const res = await get(s.admin.cookie, `/api/siteadmin/sites/${s.siteId}/archive.zip`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="site-${s.siteId}-arsiv-\\d{4}-\\d{2}-\\d{2}\\.zip"$`),
    );
    const entries = await unzip(res.rawPayload);
    const { byPath } = checkManifest(entries, s.siteId);
    expect(byPath.has('tutanak.pdf')).toBe(false);
    const cash = byPath.get('cash-count.csv')!.toString('utf8').trim().split('\r\n');
    expect(cash[1]).toBe(`${s.kasaId};Kasa;Kasa;430,25;;`);
  });
});
