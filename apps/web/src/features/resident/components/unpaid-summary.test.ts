import { describe, expect, it } from 'vitest';
import { unpaidSummary } from './unpaid-summary';

describe('unpaidSummary', () => {
  it('counts the months owed, names the oldest and sums them exactly in kuruş', () => {
    expect(
      unpaidSummary([
        { period: '2025-10', charged: 1250, unpaid: 0.1 },
        { period: '2025-11', charged: 1250, unpaid: 0.2 },
      ]),
    ).toEqual({ count: 2, since: '2025-10', total: 0.3 });
  });

  it('is null when nothing is owed', () => {
    expect(unpaidSummary([])).toBeNull();
  });
});
