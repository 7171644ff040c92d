import { notifications } from '../../src/db/schema/index.js';
import type { TestContext } from '../helper.js';

export interface NotificationValues {
  siteId: number;
  title: string;
  message?: string;
  startDate: Date;
  endDate: Date;
  isActive?: boolean;
}

export async function createNotification(t: TestContext, values: NotificationValues): Promise<number> {
  const [row] = await t.db
    .insert(notifications)
    .values({ message: `${values.title} mesajı`, isActive: true, ...values })
    .returning({ id: notifications.id });
  return row.id;
}
