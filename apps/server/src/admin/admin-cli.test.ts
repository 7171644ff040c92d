import { EventEmitter } from 'node:events';
import { PassThrough } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openTestDatabase } from '../../test/db-template.js';
import type { Database } from '../db/client.js';
import { blockHistory, sessions, users } from '../db/schema/index.js';
import { DEMO_USERS } from '../db/seed/demo-data.js';
import { blockUser } from '../lib/blocking.js';
import { verifyPassword } from '../lib/passwords.js';
import { createSession } from '../lib/sessions.js';
import { runAdminCli } from './admin-cli.js';
import { EXIT } from './admin-error.js';

// The commands against a copy of the test database (PGlite or PostgreSQL, as TEST_DB says).

let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase(inject('dbTemplate')));
});
afterAll(() => drop());

const noTerminal = () => Object.assign(new EventEmitter(), { isTTY: false, setEncoding() {}, resume() {}, pause() {} });

async function admin(args: string[], password?: string) {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let out = '';
  let err = '';
  stdout.on('data', (d) => (out += d));
  stderr.on('data', (d) => (err += d));
  const env = password === undefined ? {} : { AIDAT_ADMIN_PASSWORD: password };
  const code = await runAdminCli(args, { env, stdin: noTerminal(), stdout, stderr, database });
  return { code, out: out.trim(), err: err.trim() };
}

const userByEmail = async (email: string) => (await database.db.select().from(users).where(eq(users.email, email)))[0];

describe('admin create', () => {
  it('creates a SystemAdmin with a hashed password from any phone spelling', async () => {
    const res = await admin(
      ['create', '--name', ' Kerem Aksoy ', '--phone', '0 (532) 111 22 33', '--email', 'Kerem@Example.COM'],
      'Guclu.Sifre1',
    );
    expect(res).toEqual({
      code: EXIT.ok,
      out: 'Sistem yöneticisi oluşturuldu: Kerem Aksoy (+90 (532) 111 22 33).',
      err: '',
    });
    const user = await userByEmail('kerem@example.com');
    expect(user).toMatchObject({
      fullName: 'Kerem Aksoy',
      phone: '+905321112233',
      role: 'SystemAdmin',
      isBlocked: false,
    });
    expect(await verifyPassword('Guclu.Sifre1', user.passwordHash)).toBe(true);
  });

  it.each([
    [
      ['--phone', '+90 (555) 000 00 02', '--email', 'yeni@example.com'],
      'Bu telefon numarası zaten kayıtlı (Ayşe Yılmaz).',
    ],
    [['--phone', '5321119999', '--email', 'AYSE@aidat.local'], 'Bu e-posta adresi zaten kayıtlı (Ayşe Yılmaz).'],
  ])('refuses a duplicate and says whose it is (%j)', async (args, message) => {
    const res = await admin(['create', '--name', 'Yeni Kişi', ...args], 'Guclu.Sifre1');
    expect(res).toEqual({ code: EXIT.refused, out: '', err: message });
  });

  it.each([
    [['--name', '  ', '--phone', '5321110001', '--email', 'a@example.com'], 'Ad soyad boş olamaz.'],
    [
      ['--name', 'A B', '--phone', '212 000 00 00', '--email', 'a@example.com'],
      'Telefon numarası geçerli bir cep telefonu olmalıdır (+90 5xx xxx xx xx).',
    ],
    [['--name', 'A B', '--phone', '5321110001', '--email', 'not-an-email'], 'E-posta adresi geçerli değil.'],
  ])('refuses a bad value before anything else (%j)', async (args, message) => {
    expect(await admin(['create', ...args], 'Guclu.Sifre1')).toEqual({ code: EXIT.refused, out: '', err: message });
  });

  it('refuses a weak password with the rule of the app', async () => {
    const res = await admin(['create', '--name', 'A B', '--phone', '5321110002', '--email', 'b@example.com'], 'kisa1');
    expect(res).toEqual({ code: EXIT.refused, out: '', err: 'Şifre en az 8 karakter olmalıdır.' });
    expect(await userByEmail('b@example.com')).toBeUndefined();
  });

  it('refuses a name with a control character (ESC, a line break), and never echoes one to the terminal', async () => {
    for (const name of ['Kerem \u001b[2JAksoy', 'Kerem\nAksoy']) {
      const res = await admin(
        ['create', '--name', name, '--phone', '5321110003', '--email', 'c@example.com'],
        'Guclu.Sifre1',
      );
      expect(res).toEqual({
        code: EXIT.refused,
        out: '',
        err: 'Ad soyad satır sonu, sekme veya başka bir kontrol karakteri içeremez.',
      });
    }
    expect(await userByEmail('c@example.com')).toBeUndefined();
    // A name stored before the rule is shown with '?' in its place.
    await database.db.insert(users).values({
      fullName: 'Eski\u001b[31mKayıt',
      phone: '+905321110004',
      email: 'eski@example.com',
      role: 'SystemAdmin',
    });
    const res = await admin(['reset-password', '--email', 'eski@example.com'], 'Guclu.Sifre1');
    expect(res.out).toContain('Eski?[31mKayıt');
    expect(res.out).not.toContain('\u001b');
  });

  it('asks for the password on the terminal when AIDAT_ADMIN_PASSWORD is not set, and says when there is none', async () => {
    const res = await admin(['create', '--name', 'A B', '--phone', '5321110003', '--email', 'c@example.com']);
    expect(res.code).toBe(EXIT.refused);
    expect(res.err).toMatch(/AIDAT_ADMIN_PASSWORD/);
  });
});

describe('admin reset-password', () => {
  it('sets a new password and ends every session of the user', async () => {
    const ayse = await userByEmail(DEMO_USERS.ayse.email);
    await createSession(database.db, ayse.id, 1);
    const res = await admin(['reset-password', '--email', ' AYSE@aidat.local '], 'Yeni.Sifre22');
    expect(res).toEqual({
      code: EXIT.ok,
      out: 'Ayşe Yılmaz kullanıcısının şifresi değiştirildi; açık oturumları kapatıldı.',
      err: '',
    });
    expect(await verifyPassword('Yeni.Sifre22', (await userByEmail(DEMO_USERS.ayse.email)).passwordHash)).toBe(true);
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, ayse.id))).toEqual([]);
  });

  it('says so for an unknown e-mail', async () => {
    expect(await admin(['reset-password', '--email', 'kimse@example.com'], 'Yeni.Sifre22')).toEqual({
      code: EXIT.refused,
      out: '',
      err: 'Bu e-posta adresiyle kayıtlı bir kullanıcı yok.',
    });
  });
});

describe('admin unblock', () => {
  it('lifts a block with a history row naming the command, and is a no-op the second time', async () => {
    const system = await userByEmail(DEMO_USERS.system.email);
    await database.db.transaction((tx) => blockUser(tx, system.id, 'Sistem'));
    await database.db.update(users).set({ failedLoginCount: 50 }).where(eq(users.id, system.id));

    const res = await admin(['unblock', '--phone', '+90 (555) 000 00 01']);
    expect(res).toEqual({ code: EXIT.ok, out: 'Sistem Yöneticisi kullanıcısının blokesi kaldırıldı.', err: '' });
    expect(await userByEmail(DEMO_USERS.system.email)).toMatchObject({ isBlocked: false, failedLoginCount: 0 });
    const [last] = await database.db
      .select()
      .from(blockHistory)
      .where(eq(blockHistory.userId, system.id))
      .orderBy(blockHistory.id)
      .then((rows) => rows.slice(-1));
    expect(last).toMatchObject({ isBlocked: false, updatedBy: 'Yönetim komutu' });

    expect(await admin(['unblock', '--phone', '5550000001'])).toEqual({
      code: EXIT.ok,
      out: 'Sistem Yöneticisi zaten bloke değil; bir şey değişmedi.',
      err: '',
    });
  });

  it('says so for an unknown phone', async () => {
    expect((await admin(['unblock', '--phone', '5559990000'])).err).toBe(
      'Bu telefon numarasıyla kayıtlı bir kullanıcı yok.',
    );
  });
});

describe('admin command line', () => {
  it.each([
    [[], /^Kullanım:/],
    [['delete'], /^Bilinmeyen komut: "delete"\./],
    [['create', '--name', 'A B', '--phone', '5321110004'], /^--email seçeneği zorunludur\./],
    [['unblock', '--phone'], /^Seçenekler okunamadı: /],
    [['unblock', '--phone', '5321110004', '--force'], /^Seçenekler okunamadı: /],
  ])('answers %j with usage and exit code 2', async (args, message) => {
    const res = await admin(args);
    expect(res.code).toBe(EXIT.usage);
    expect(res.err).toMatch(message);
  });
});
