import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWorld, freshPhone, type World } from '../../../test/factories/index.js';
import { createTestApp, type TestContext } from '../../../test/helper.js';
import { smsCampaignRecipients } from '../../db/schema/index.js';
import { type SmsProvider, SmsSendError } from '../../lib/sms/index.js';
import { CampaignSender, drainQueue, INTERRUPTED_AFTER_MS, type SenderDeps } from './sms-campaign-sender.js';
import { insertCampaign } from './sms-campaigns.repository.js';
import { SmsPacer } from './sms-pacer.js';

let t: TestContext;
let w: World;
let siteId: number;
let createdBy: number;

beforeAll(async () => {
  t = await createTestApp();
  w = buildWorld(t);
  siteId = await w.site({ name: `SMS Sitesi ${Date.now()}` });
  createdBy = (await w.user({ role: 'Admin' })).id;
});
afterAll(() => t.close());

/** A provider that records what it was given; numbers in `refuse` get a permanent refusal. */
function fakeProvider(refuse: string[] = []) {
  const sent: Array<{ phone: string; text: string }> = [];
  const provider: SmsProvider = {
    name: 'fake',
    async send(phone, text) {
      await new Promise((resolve) => setTimeout(resolve, 2));
      if (refuse.includes(phone)) throw new SmsSendError('30', false, 'refused');
      sent.push({ phone, text });
      return { code: '00' };
    },
  };
  return { provider, sent };
}

const silentLog = { error: () => {}, info: () => {} };
const deps = (provider: SmsProvider): SenderDeps => ({
  db: t.db,
  provider,
  log: silentLog,
  pacer: new SmsPacer(100_000),
});

async function campaign(count: number): Promise<{ id: number; phones: string[] }> {
  const phones = Array.from({ length: count }, () => freshPhone());
  const id = await insertCampaign(
    t.db,
    {
      siteId,
      kind: 'announcement',
      notificationId: null,
      monthsOverdueMoreThan: null,
      pricePerMessageKurus: 20,
      createdBy,
    },
    phones.map((p, i) => ({ phone: p, units: `A-${i + 1}`, residentName: null, text: `Duyuru ${i}` })),
  );
  return { id, phones };
}

const rowsOf = (campaignId: number) =>
  t.db
    .select()
    .from(smsCampaignRecipients)
    .where(eq(smsCampaignRecipients.campaignId, campaignId))
    .orderBy(smsCampaignRecipients.id);

describe('the campaign SMS sender', () => {
  it('sends each message once and records the answer; a refused one is failed with its code', async () => {
    const c = await campaign(4);
    const fake = fakeProvider([c.phones[2]]);
    expect(await drainQueue(deps(fake.provider))).toBe(4);
    expect(fake.sent.map((s) => s.phone).sort()).toEqual([c.phones[0], c.phones[1], c.phones[3]].sort());
    const rows = await rowsOf(c.id);
    expect(rows.map((r) => [r.status, r.outcome, r.code, r.provider])).toEqual([
      ['sent', 'sent', '00', 'fake'],
      ['sent', 'sent', '00', 'fake'],
      ['failed', 'permanent', '30', 'fake'],
      ['sent', 'sent', '00', 'fake'],
    ]);
    expect(rows.every((r) => r.finishedAt !== null)).toBe(true);
    // Nothing is left: a second run sends nothing again.
    expect(await drainQueue(deps(fake.provider))).toBe(0);
  });

  it('two senders at once (two instances) never send the same message', async () => {
    const c = await campaign(12);
    const fake = fakeProvider();
    const [a, b] = await Promise.all([drainQueue(deps(fake.provider)), drainQueue(deps(fake.provider))]);
    expect(a + b).toBe(12);
    expect(fake.sent.map((s) => s.phone).sort()).toEqual([...c.phones].sort());
  });

  it('after a restart resumes what is pending and closes a send cut off mid-way as unknown, never resending it', async () => {
    const c = await campaign(3);
    // The previous process took the first message and stopped before the provider answered.
    const [first] = await rowsOf(c.id);
    await t.db
      .update(smsCampaignRecipients)
      .set({ status: 'sending', claimedAt: sql`now() - make_interval(secs => ${INTERRUPTED_AFTER_MS / 1000 + 60})` })
      .where(eq(smsCampaignRecipients.id, first.id));
    const fake = fakeProvider();
    expect(await drainQueue(deps(fake.provider))).toBe(2);
    expect(fake.sent.map((s) => s.phone)).toEqual([c.phones[1], c.phones[2]]);
    const rows = await rowsOf(c.id);
    expect(rows.map((r) => [r.status, r.outcome, r.code])).toEqual([
      ['failed', 'unknown', 'interrupted'],
      ['sent', 'sent', '00'],
      ['sent', 'sent', '00'],
    ]);
  });

  it('leaves a message another instance has just taken alone', async () => {
    const c = await campaign(1);
    await t.db
      .update(smsCampaignRecipients)
      .set({ status: 'sending', claimedAt: sql`now()` })
      .where(eq(smsCampaignRecipients.campaignId, c.id));
    const fake = fakeProvider();
    expect(await drainQueue(deps(fake.provider))).toBe(0);
    expect((await rowsOf(c.id))[0].status).toBe('sending');
    await t.db.delete(smsCampaignRecipients).where(eq(smsCampaignRecipients.campaignId, c.id));
  });

  it('a stopped sender finishes the message on its way and leaves the rest pending', async () => {
    const c = await campaign(5);
    const fake = fakeProvider();
    const sender = new CampaignSender({ ...deps(fake.provider), pacer: new SmsPacer(50) });
    sender.kick();
    await expect.poll(() => fake.sent.length).toBeGreaterThanOrEqual(1);
    await sender.stop();
    const rows = await rowsOf(c.id);
    const sent = rows.filter((r) => r.status === 'sent').length;
    expect(sent).toBe(fake.sent.length);
    expect(sent).toBeLessThan(5);
    expect(rows.filter((r) => r.status === 'pending')).toHaveLength(5 - sent);
    // The next instance's sender takes the rest.
    const next = new CampaignSender(deps(fake.provider));
    next.kick();
    await next.idle();
    expect((await rowsOf(c.id)).every((r) => r.status === 'sent')).toBe(true);
    expect(new Set(fake.sent.map((s) => s.phone)).size).toBe(5);
    expect(fake.sent).toHaveLength(5);
  });
});
