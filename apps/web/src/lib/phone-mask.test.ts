import { describe, expect, it } from 'vitest';
import { maskNational, nationalDigits, remask } from './phone-mask';

/** Types the characters one by one at the end, as a person would, masking after each. */
function typeAll(chars: string): string {
  let value = '';
  for (const ch of chars) value = remask(value + ch, value.length + 1).value;
  return value;
}

describe('phone mask', () => {
  it('places the literals only as the digits reach them', () => {
    expect(maskNational('')).toBe('');
    expect(maskNational('5')).toBe('+90 (5');
    expect(maskNational('555')).toBe('+90 (555');
    expect(maskNational('5550')).toBe('+90 (555) 0');
    expect(maskNational('555000000')).toBe('+90 (555) 000 00 0');
    expect(maskNational('5550000003')).toBe('+90 (555) 000 00 03');
  });

  it("takes a typed first 5 as the mask's own and drops digits beyond ten", () => {
    expect(typeAll('5550000003')).toBe('+90 (555) 000 00 03');
    expect(typeAll('5550000003')).toHaveLength(19);
    expect(typeAll('555000000399')).toBe('+90 (555) 000 00 03');
  });

  it('types a number with its trunk 0 or +90 as pasting it gives it', () => {
    for (const typed of ['05321000000', '+905321000000', '905321000000', '+90 532 100 00 00']) {
      expect(typeAll(typed)).toBe('+90 (532) 100 00 00');
      expect(remask(typed, typed.length).value).toBe('+90 (532) 100 00 00');
    }
    expect(typeAll('0')).toBe('');
  });

  it('puts any other first digit after the fixed 5, and ignores what is not a digit', () => {
    expect(typeAll('3')).toBe('+90 (53');
    expect(typeAll('5a5-5 1')).toBe('+90 (555) 1');
  });

  it('reads an autofilled or dropped number whatever its prefix', () => {
    for (const text of ['+905550000003', '05550000003', '5550000003', '+90 555 000 00 03']) {
      expect(remask(text, text.length)).toEqual({ value: '+90 (555) 000 00 03', caret: 19 });
    }
  });

  it('keeps the caret after the same digit when editing mid-number', () => {
    // '7' typed after "+90 (555) 0" of "+90 (555) 000 00 0": the digits shift right.
    expect(remask('+90 (555) 07000 00 0', 12)).toEqual({ value: '+90 (555) 070 00 00', caret: 12 });
    // Backspace over the space after ')': the caret moves before ')', the digits stay.
    expect(remask('+90 (555)000', 9)).toEqual({ value: '+90 (555) 000', caret: 8 });
    // Deleting the last digit empties the field entirely.
    expect(remask('+90 (', 5)).toEqual({ value: '', caret: 0 });
  });

  it('recognises a Turkish mobile in pasted text', () => {
    expect(nationalDigits('+90 555 000 00 03')).toBe('5550000003');
    expect(nationalDigits('0555 000 00 03')).toBe('5550000003');
    expect(nationalDigits('5550000003')).toBe('5550000003');
    expect(nationalDigits('0212 000 00 03')).toBeNull();
    expect(nationalDigits('55500')).toBeNull();
  });
});
