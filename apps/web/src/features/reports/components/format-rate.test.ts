import { describe, expect, it } from 'vitest';
import { formatRate } from './format-rate';

describe('formatRate', () => {
  it('writes a share as a Turkish percentage, and nothing to divide by as the empty mark', () => {
    expect(formatRate(0.875, '-')).toBe('%87,5');
    expect(formatRate(1, '-')).toBe('%100');
    expect(formatRate(0, '-')).toBe('%0');
    expect(formatRate(null, '-')).toBe('-');
  });
});
