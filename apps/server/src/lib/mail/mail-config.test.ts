import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';

const load = (extra: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...extra } as NodeJS.ProcessEnv);
const smtp = {
  MAIL_PROVIDER: 'smtp',
  SMTP_URL: 'smtps://aidat:s3cret@mail.example.com:465',
  MAIL_FROM: 'Aidat <noreply@example.com>',
};
// A production environment whose SMS part is complete, so only the e-mail part is judged.
const PRODUCTION = {
  NODE_ENV: 'production',
  SMS_PROVIDER: 'netgsm',
  SMS_USERNAME: '8503020000',
  SMS_PASSWORD: 'pw',
  SMS_SENDER: 'AIDAT',
};
const production = (extra: Record<string, string>) => loadConfig({ ...PRODUCTION, ...extra } as NodeJS.ProcessEnv);

describe('e-mail settings in the environment', () => {
  it('defaults to the console outside production, with a 15 s timeout', () => {
    const config = load({});
    expect([config.mailProvider, config.mail.timeoutMs]).toEqual(['console', 15_000]);
    expect(loadConfig({ NODE_ENV: 'development' } as NodeJS.ProcessEnv).mailProvider).toBe('console');
  });

  it('reads smtp with its server, sender and timeout', () => {
    const config = load({ ...smtp, MAIL_TIMEOUT_MS: '5000' });
    expect(config.mailProvider).toBe('smtp');
    expect(config.mail).toEqual({
      smtpUrl: 'smtps://aidat:s3cret@mail.example.com:465',
      from: 'Aidat <noreply@example.com>',
      timeoutMs: 5000,
    });
    expect(load({ ...smtp, SMTP_URL: 'smtp://127.0.0.1:25', MAIL_FROM: 'noreply@example.com' }).mailProvider).toBe(
      'smtp',
    );
  });

  it.each(['SMTP_URL', 'MAIL_FROM'])('refuses smtp without %s and names it', (missing) => {
    const env: Record<string, string> = { ...smtp };
    delete env[missing];
    expect(() => load(env)).toThrow(new RegExp(`Invalid environment:[\\s\\S]*${missing}: smtp needs`));
    expect(() => load({ ...env, [missing]: '  ' })).toThrow(new RegExp(`${missing}: smtp needs`));
  });

  it.each(['http://aidat:s3cret@mail.example.com', 'mail.example.com:587', 'smtp://'])(
    'refuses the SMTP_URL %j without repeating it',
    (url) => {
      let message = '';
      try {
        load({ ...smtp, SMTP_URL: url });
      } catch (err) {
        message = (err as Error).message;
      }
      expect(message).toMatch(/SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/);
      expect(message).not.toContain('s3cret');
    },
  );

  it.each(['Aidat', 'Aidat <noreply>', 'noreply@', '<noreply@example.com'])('refuses the MAIL_FROM %j', (from) => {
    expect(() => load({ ...smtp, MAIL_FROM: from })).toThrow(/MAIL_FROM: must be an address or "Name <address>"/);
  });

  it.each(['MAIL_PROVIDER=sendgrid', 'MAIL_TIMEOUT_MS=5', 'MAIL_TIMEOUT_MS=soon'])(
    'refuses %s and names the variable',
    (pair) => {
      const [key, value] = pair.split('=');
      expect(() => load({ ...smtp, [key]: value })).toThrow(new RegExp(`Invalid environment:[\\s\\S]*${key}`));
    },
  );

  it('starts production without MAIL_PROVIDER (also when compose passes it empty) with e-mail off', () => {
    expect(production({}).mailProvider).toBe('off');
    expect(production({ MAIL_PROVIDER: '', SMTP_URL: '', MAIL_FROM: '' }).mailProvider).toBe('off');
    expect(production(smtp).mailProvider).toBe('smtp');
  });

  it('refuses the console in production, where it would record as sent what nobody received', () => {
    expect(() => production({ MAIL_PROVIDER: 'console' })).toThrow(
      /Invalid environment:[\s\S]*MAIL_PROVIDER: console only logs e-mail/,
    );
  });
});
