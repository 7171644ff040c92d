import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { EXPENSE_ATTACHMENT_MAX_BYTES, EXPENSE_ATTACHMENTS_MAX, EXPENSES_TEXTS } from '@aidat/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, expenseAttachments } from '../../../../db/schema/index.js';
import { buildWorld, type World } from '../../../../../test/factories/index.js';
import { multipartFile, SAMPLE_FILES } from '../../../../../test/fixtures/multipart.js';
import { createTestApp, type TestContext } from '../../../../../test/helper.js';
import { filesDir, keptFilePath } from '../../../../base/kept-file-paths.js';
import { setUpSiteBooks } from '../accounts/site-books.repository.js';

let t: TestContext;
let w: World;
let mehmet: string;
let siteCounter = 0;

beforeAll(async () => {
  t = await createTestApp();
  w = buildWorld(t);
  mehmet = await t.login('mehmet');
});
afterAll(() => t.close());

/** A site of the test's own with one expense, its Admin, and Mehmet living in one of its units. */
async function siteWithExpense() {
  siteCounter += 1;
  const siteId = await w.site({ name: `Fatura Sitesi ${siteCounter}` });
  await setUpSiteBooks(t.db, siteId);
  // Cash to pay the invoice from: a kasa never goes below zero (PRODUCT.md §10).
  await t.db.update(accounts).set({ openingBalanceKurus: 1_000_000 }).where(eq(accounts.siteId, siteId));
  const admin = await w.siteAdmin(siteId);
  const query = `?siteId=${siteId}`;
  const [category] = (
    await t.call({ method: 'GET', url: `/api/siteadmin/expense-categories${query}`, as: admin.cookie })
  ).body.data;
  const [account] = (await t.call({ method: 'GET', url: `/api/siteadmin/accounts${query}`, as: admin.cookie })).body
    .data;
  const expense = await t.call({
    method: 'POST',
    url: '/api/siteadmin/expenses',
    as: admin.cookie,
    payload: {
      siteId,
      accountId: account.id,
      categoryId: category.id,
      date: '2026-02-10',
      amount: 100,
      description: 'Elektrik',
    },
  });
  await w.unit({ siteId, block: 'A', doorNumber: String(siteCounter), residentId: await t.userId('mehmet') });
  return { siteId, admin: admin.cookie, expenseId: expense.body.data.id as number };
}

const upload = (as: string, expenseId: number, data: Buffer, name: string, options = {}) => {
  const body = multipartFile(data, name, options);
  return t.call({ method: 'POST', url: `/api/siteadmin/expenses/${expenseId}/attachments`, as, ...body });
};

const keptRows = (expenseId: number) =>
  t.db
    .select({ id: expenseAttachments.id })
    .from(expenseAttachments)
    .where(eq(expenseAttachments.expenseId, expenseId));

describe('expense attachments', () => {
  it('keeps a PDF under its name with the extension of what it is, lists it and opens it inline', async () => {
    const s = await siteWithExpense();
    const res = await upload(s.admin, s.expenseId, SAMPLE_FILES.pdf, 'Şubat Faturası.exe', {
      contentType: 'image/png',
    });
    expect(res.statusCode).toBe(201);
    expect(res.body.message).toBe(EXPENSES_TEXTS.attachmentAdded);
    expect(res.body.data).toEqual({
      id: expect.any(Number),
      fileName: 'Şubat Faturası.pdf',
      contentType: 'application/pdf',
      size: SAMPLE_FILES.pdf.length,
    });
    const list = await t.call({ method: 'GET', url: `/api/siteadmin/expenses?siteId=${s.siteId}`, as: s.admin });
    expect(list.body.data.data[0].attachments).toEqual([res.body.data]);

    const file = await t.call({
      method: 'GET',
      url: `/api/siteadmin/expenses/${s.expenseId}/attachments/${res.body.data.id}`,
      as: s.admin,
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(SAMPLE_FILES.pdf)).toBe(true);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(
      `inline; filename="Subat Faturasi.pdf"; filename*=UTF-8''%C5%9Eubat%20Faturas%C4%B1.pdf`,
    );
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-security-policy']).toContain("default-src 'none'");
    expect(file.headers['content-security-policy']).not.toContain('script-src');
  });

  it('serves an image sandboxed, and gives back the kept attachment when the same bytes come again', async () => {
    const s = await siteWithExpense();
    const first = await upload(s.admin, s.expenseId, SAMPLE_FILES.png, 'makbuz.png');
    const again = await upload(s.admin, s.expenseId, SAMPLE_FILES.png, 'makbuz (1).png');
    expect(again.statusCode).toBe(200);
    expect(again.body.message).toBe(EXPENSES_TEXTS.attachmentAlreadyAdded);
    expect(again.body.data).toEqual(first.body.data);
    expect(await keptRows(s.expenseId)).toHaveLength(1);
    const file = await t.call({
      method: 'GET',
      url: `/api/siteadmin/expenses/${s.expenseId}/attachments/${first.body.data.id}`,
      as: s.admin,
    });
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-security-policy']).toMatch(/^sandbox; default-src 'none'/);
    for (const [data, type] of [
      [SAMPLE_FILES.jpeg, 'image/jpeg'],
      [SAMPLE_FILES.webp, 'image/webp'],
    ] as const) {
      const res = await upload(s.admin, s.expenseId, data, 'foto');
      expect(res.body.data.contentType).toBe(type);
    }
  });

  it('refuses what is not a PDF, JPEG, PNG or WebP, an empty or missing file, JSON and a file over 10 MB, writing nothing', async () => {
    const s = await siteWithExpense();
    const html = await upload(s.admin, s.expenseId, SAMPLE_FILES.html, 'fatura.pdf', {
      contentType: 'application/pdf',
    });
    expect(html.statusCode).toBe(415);
    expect(html.body).toMatchObject({ code: 'UnsupportedMediaType', message: EXPENSES_TEXTS.attachmentWrongType });
    const empty = await upload(s.admin, s.expenseId, Buffer.alloc(0), 'bos.pdf');
    expect([empty.statusCode, empty.body.message]).toEqual([400, EXPENSES_TEXTS.attachmentEmpty]);
    const wrongField = await upload(s.admin, s.expenseId, SAMPLE_FILES.pdf, 'a.pdf', { field: 'belge' });
    expect([wrongField.statusCode, wrongField.body.message]).toEqual([400, EXPENSES_TEXTS.attachmentMissing]);
    const json = await t.call({
      method: 'POST',
      url: `/api/siteadmin/expenses/${s.expenseId}/attachments`,
      as: s.admin,
      payload: { file: 'JVBERi0=' },
    });
    expect([json.statusCode, json.body.message]).toEqual([415, EXPENSES_TEXTS.attachmentNotMultipart]);
    const broken = await t.call({
      method: 'POST',
      url: `/api/siteadmin/expenses/${s.expenseId}/attachments`,
      as: s.admin,
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: 'not a multipart body',
    });
    expect(broken.statusCode).toBe(400);
    const big = Buffer.concat([SAMPLE_FILES.pdf, Buffer.alloc(EXPENSE_ATTACHMENT_MAX_BYTES)]);
    const tooLarge = await upload(s.admin, s.expenseId, big, 'buyuk.pdf');
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.body).toMatchObject({ code: 'PayloadTooLarge', message: EXPENSES_TEXTS.attachmentTooLarge });
    expect(await keptRows(s.expenseId)).toEqual([]);
  });

  it('keeps the bytes on disk under DATA_DIR with the embedded database and in the row on PostgreSQL, and leaves nothing of a refused upload', async () => {
    const s = await siteWithExpense();
    const data = Buffer.concat([SAMPLE_FILES.pdf, randomBytes(300_000)]);
    const sha256 = createHash('sha256').update(data).digest('hex');
    const kept = await upload(s.admin, s.expenseId, data, 'fatura.pdf');
    const [row] = await t.db
      .select({ sha256: expenseAttachments.sha256, data: expenseAttachments.data })
      .from(expenseAttachments)
      .where(eq(expenseAttachments.id, kept.body.data.id));
    expect(row.sha256).toBe(sha256);
    const onDisk = keptFilePath(filesDir(t.app.config.dataDir), sha256);
    if (t.database.kind === 'pglite') {
      expect(row.data).toBeNull();
      expect(fs.readFileSync(onDisk).equals(data)).toBe(true);
    } else {
      expect(row.data?.equals(data)).toBe(true);
      expect(fs.existsSync(onDisk)).toBe(false);
    }
    const file = await t.call({
      method: 'GET',
      url: `/api/siteadmin/expenses/${s.expenseId}/attachments/${kept.body.data.id}`,
      as: s.admin,
    });
    expect(file.headers['content-length']).toBe(String(data.length));
    expect(file.rawPayload.equals(data)).toBe(true);

    // A refused file is received and then dropped: nothing stays in the store or its receiving folder.
    const html = Buffer.concat([SAMPLE_FILES.html, randomBytes(1000)]);
    expect((await upload(s.admin, s.expenseId, html, 'fatura.pdf')).statusCode).toBe(415);
    const htmlPath = keptFilePath(filesDir(t.app.config.dataDir), createHash('sha256').update(html).digest('hex'));
    expect(fs.existsSync(htmlPath)).toBe(false);
    const receiving = t.app.fileStore.receiveDir;
    expect(fs.existsSync(receiving) ? fs.readdirSync(receiving).filter((f) => f.startsWith('upload-')) : []).toEqual(
      [],
    );
  });

  it(`keeps at most ${EXPENSE_ATTACHMENTS_MAX} files per expense`, async () => {
    const s = await siteWithExpense();
    for (let i = 0; i < EXPENSE_ATTACHMENTS_MAX; i += 1) {
      const res = await upload(s.admin, s.expenseId, Buffer.concat([SAMPLE_FILES.pdf, Buffer.from(`%${i}`)]), `f${i}`);
      expect(res.statusCode).toBe(201);
    }
    const one = await upload(s.admin, s.expenseId, Buffer.concat([SAMPLE_FILES.pdf, Buffer.from('%x')]), 'fazla');
    expect([one.statusCode, one.body.message]).toEqual([409, EXPENSES_TEXTS.attachmentsFull]);
  });

  it("lets the site's residents open its invoices, and nobody reach another site's or expense's", async () => {
    const s = await siteWithExpense();
    const other = await siteWithExpense();
    const kept = (await upload(s.admin, s.expenseId, SAMPLE_FILES.pdf, 'fatura.pdf')).body.data;
    const mine = `/api/me/sites/${s.siteId}/expenses/${s.expenseId}/attachments/${kept.id}`;
    const asResident = await t.call({ method: 'GET', url: mine, as: mehmet });
    expect(asResident.statusCode).toBe(200);
    expect(asResident.rawPayload.equals(SAMPLE_FILES.pdf)).toBe(true);

    // Another site's Admin: refused before anything is read or kept.
    const foreign = await upload(other.admin, s.expenseId, SAMPLE_FILES.png, 'x.png');
    expect(foreign.statusCode).toBe(403);
    const foreignRead = await t.call({
      method: 'GET',
      url: `/api/siteadmin/expenses/${s.expenseId}/attachments/${kept.id}`,
      as: other.admin,
    });
    expect(foreignRead.statusCode).toBe(403);
    // The attachment under another expense, or under another site in a resident's URL: not found.
    const wrongExpense = await t.call({
      method: 'GET',
      url: `/api/siteadmin/expenses/${other.expenseId}/attachments/${kept.id}`,
      as: other.admin,
    });
    expect(wrongExpense.statusCode).toBe(404);
    const wrongSite = await t.call({
      method: 'GET',
      url: `/api/me/sites/${other.siteId}/expenses/${s.expenseId}/attachments/${kept.id}`,
      as: mehmet,
    });
    expect(wrongSite.statusCode).toBe(404);
    const unknown = await upload(s.admin, 999_999_999, SAMPLE_FILES.pdf, 'a.pdf');
    expect(unknown.statusCode).toBe(404);
    const stranger = await w.user();
    const notResident = await t.call({ method: 'GET', url: mine, as: await w.signIn(stranger.id) });
    expect(notResident.statusCode).toBe(404);
    expect(await keptRows(s.expenseId)).toHaveLength(1);
  });

  it("gives the demo's latest bills their invoices, which the manager and the site's residents open", async () => {
    const { gunes } = await w.demo.siteIds();
    const ayse = await t.login('ayse');
    const page = await t.call({ method: 'GET', url: `/api/siteadmin/expenses?siteId=${gunes}&pageSize=50`, as: ayse });
    const billed = page.body.data.data.filter((e: { attachments: unknown[] }) => e.attachments.length > 0);
    expect(billed.length).toBeGreaterThan(0);
    for (const e of billed) {
      const [file] = e.attachments;
      expect(file).toMatchObject({ contentType: 'application/pdf', fileName: `Fatura ${e.invoiceNo}.pdf` });
      const res = await t.call({
        method: 'GET',
        url: `/api/me/sites/${gunes}/expenses/${e.id}/attachments/${file.id}`,
        as: mehmet,
      });
      expect(res.statusCode).toBe(200);
      const text = res.rawPayload.toString('latin1');
      expect(text.startsWith('%PDF-1.4')).toBe(true);
      expect(text).toContain(`(Fatura No: ${e.invoiceNo})`);
      expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    }
  });
});
