/**
 * Reads an amount as a person types it (PRODUCT.md §12): the Turkish way (`1.500,00`: dots group
 * thousands, a comma before the kuruş) and the plain way (`1500.00`) alike. A money amount has at
 * most two decimals, so the two ways never read one text as two numbers: `1.500` can only be
 * Turkish (1500) and `1.50` only plain (1,50). What fits neither and could be either of two
 * numbers (`1,500.00`, `1.500.00`, `1,5,0`, `1,500`) is refused, never guessed. Every money field
 * reads through here: the managers' forms, and the request schemas when a form sends the text.
 */

/** Why a typed amount was not read. */
export type AmountTextProblem = 'notANumber' | 'ambiguous' | 'tooManyDecimals';

export type AmountText = { value: number } | { problem: AmountTextProblem };

const PLAIN = /^\d+(\.\d{1,2})?$/;
// A group never starts with 0: `0.500` is not five hundred.
const TURKISH_GROUPED = /^[1-9]\d{0,2}(\.\d{3})+(,\d{1,2})?$/;
const TURKISH_UNGROUPED = /^\d+(,\d{1,2})?$/;
/** One separator and more than three digits after it: a decimal, with too many places. */
const LONG_DECIMALS = /^\d+[.,]\d{4,}$/;

/** The amount a text means; null when it is blank (a field left empty). */
export function readAmountText(text: string): AmountText | null {
  // Spaces of any kind (a pasted "1 500", a no-break space) and the currency around the number.
  const bare = text.replace(/[\s\u00a0\u202f]/g, '').replace(/^(₺|TL)|(₺|TL)$/gi, '');
  if (bare === '') return null;
  const negative = /^[-−]/.test(bare);
  const digits = negative ? bare.slice(1) : bare;
  if (!/^[\d.,]+$/.test(digits) || !/\d/.test(digits)) return { problem: 'notANumber' };
  let normal: string | undefined;
  if (PLAIN.test(digits)) normal = digits;
  else if (TURKISH_GROUPED.test(digits) || TURKISH_UNGROUPED.test(digits))
    normal = digits.replace(/\./g, '').replace(',', '.');
  if (normal === undefined) return { problem: LONG_DECIMALS.test(digits) ? 'tooManyDecimals' : 'ambiguous' };
  const value = Number(normal);
  return { value: negative && value !== 0 ? -value : value };
}
