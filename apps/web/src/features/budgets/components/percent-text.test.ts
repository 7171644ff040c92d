import { describe, expect, it } from 'vitest';
import { percentText } from './percent-text';

describe('percentText', () => {
  it('writes percents the Turkish way', () => {
    expect(percentText(41.66)).toBe('41,66');
    expect(percentText(25)).toBe('25');
  });
});
