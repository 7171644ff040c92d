/**
 * What a failure envelope is about, beside its Turkish message (ARCHITECTURE.md, "The envelope"):
 * the request field, and for a list or a file the row and column. The message stays the text a
 * person reads; a client that marks a field or a row reads these instead of the text.
 */
import { z } from 'zod';

const place = {
  field: z
    .string()
    .optional()
    .describe(
      'The request field the error is about, as a dotted path into the body or query ("doorNumber", "items.2.unitId"); for an imported file, the column’s field ("doorNumber", "email").',
    ),
  row: z
    .number()
    .int()
    .positive()
    .optional()
    .describe(
      'The row of a list or file the error is about, as its message numbers rows: an item of a list sent in the body counted from 1, a record of a set-up file counted from 1, a bank statement’s row as the file numbers it.',
    ),
  sheetRow: z
    .number()
    .int()
    .positive()
    .optional()
    .describe('For a record of a set-up file: its line in the spreadsheet, which the message names too.'),
  column: z.string().optional().describe('For an imported file: the column’s header, as the message names it.'),
};

/** One of several problems of a request refused as a whole (every bad row of an import). */
export const ErrorProblem = z.object({ ...place, message: z.string().describe('The problem, in Turkish.') });
export type ErrorProblem = z.infer<typeof ErrorProblem>;

export const ErrorDetails = z
  .object({
    ...place,
    problems: z
      .array(ErrorProblem)
      .optional()
      .describe('Every problem, each with its place, when the message sums up several (a set-up file refused).'),
  })
  .describe('Where the error is: the field, and the row (and column) of a list or file. Present only when known.');
export type ErrorDetails = z.infer<typeof ErrorDetails>;

/**
 * The place of a request field's path ("items", 2, "unitId"): the dotted field, and the row when
 * the path runs through a list (its first index, counted from 1, as the row messages count).
 */
export function detailsOfPath(path: ReadonlyArray<PropertyKey>): ErrorDetails {
  const field = path.map(String).join('.');
  const index = path.find((p) => typeof p === 'number' || (typeof p === 'string' && /^\d+$/.test(p)));
  return {
    ...(field ? { field } : {}),
    ...(index !== undefined ? { row: Number(index) + 1 } : {}),
  };
}
