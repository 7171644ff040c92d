import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWorld, freshPhone } from '../../test/factories/index.js';
import { createTestApp, type TestContext } from '../../test/helper.js';
import { smsCampaignRecipients, smsCampaigns } from '../db/schema/index.js';
import { startSmsCampaignSending } from './sms-campaigns.js';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('startSmsCampaignSending', () => {
  it('sends at start what a previous process left pending', async () => {
    const siteId = await buildWorld(t).site({ name: `Kalan SMS ${Date.now()}` });
    const [campaign] = await t.db
      .insert(smsCampaigns)
      .values({ siteId, kind: 'debtReminder', monthsOverdueMoreThan: 2, pricePerMessageKurus: 20 })
      .returning({ id: smsCampaigns.id });
    await t.db.insert(smsCampaignRecipients).values(
      [freshPhone(), freshPhone()].map((phone) => ({
        campaignId: campaign.id,
        phone,
        units: 'A-1',
        text: 'Hatirlatma',
      })),
    );
    const statuses = async () =>
      (
        await t.db
          .select({ status: smsCampaignRecipients.status, provider: smsCampaignRecipients.provider })
          .from(smsCampaignRecipients)
          .where(eq(smsCampaignRecipients.campaignId, campaign.id))
      ).map((r) => `${r.status}:${r.provider}`);

    const stop = startSmsCampaignSending(t.app, 60_000);
    try {
      await expect.poll(statuses, { timeout: 5000 }).toEqual(['sent:console', 'sent:console']);
    } finally {
      stop();
    }
  });
});
