import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import mailPlugin from '../../plugins/mail.js';

// The plugin as the app registers it, with a logger whose lines the test reads: what an operator
// sees in the log of a start.

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function start(env: Record<string, string>): Promise<{ app: FastifyInstance; lines: Record<string, unknown>[] }> {
  const lines: Record<string, unknown>[] = [];
  const stream = { write: (line: string) => lines.push(JSON.parse(line)) };
  app = Fastify({ logger: { level: 'info', stream } });
  app.decorate('config', loadConfig(env as NodeJS.ProcessEnv));
  await app.register(mailPlugin);
  await app.ready();
  return { app, lines };
}

const PRODUCTION = {
  NODE_ENV: 'production',
  SMS_PROVIDER: 'netgsm',
  SMS_USERNAME: '8503020000',
  SMS_PASSWORD: 'pw',
  SMS_SENDER: 'AIDAT',
};

describe('app.mail', () => {
  it('in production without MAIL_PROVIDER: starts, logs one warning that e-mail is off, answers disabled', async () => {
    const { app, lines } = await start(PRODUCTION);

    const warnings = lines.filter((l) => l.level === 40);
    expect(warnings).toHaveLength(1);
    expect(warnings[0].msg).toMatch(/^E-mail is off: MAIL_PROVIDER is not set/);
    expect(await app.mail.send({ to: 'ayse@example.com', subject: 'Çağrı', text: 'Metin' })).toEqual({
      provider: 'disabled',
      outcome: 'failed',
      code: 'disabled',
    });
  });

  it('in development: the console provider, its message in the log at info, no warning', async () => {
    const { app, lines } = await start({ NODE_ENV: 'development' });

    expect(app.mail.name).toBe('console');
    const result = await app.mail.send({
      to: 'ayse@example.com',
      subject: 'Genel kurul çağrısı',
      text: 'Gündem: bütçe',
    });
    expect(result.outcome).toBe('sent');
    expect(lines.filter((l) => l.level === 40)).toEqual([]);
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: 30,
        mail: { to: 'ayse@example.com', subject: 'Genel kurul çağrısı', text: 'Gündem: bütçe' },
      }),
    );
  });

  it('in production with smtp: the SMTP provider, no warning', async () => {
    const { app, lines } = await start({
      ...PRODUCTION,
      MAIL_PROVIDER: 'smtp',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      MAIL_FROM: 'Aidat <noreply@example.com>',
    });
    expect(app.mail.name).toBe('smtp');
    expect(lines.filter((l) => l.level === 40)).toEqual([]);
  });
});
