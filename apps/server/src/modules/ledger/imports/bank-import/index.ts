/**
 * The bank statement import's pure part (PRODUCT.md §14): a file read into movements, and a unit
 * proposed for each incoming one. Storing imports, the routes and posting build on these.
 */
export { instantOf } from './dates.js';
export type { ColumnMapping, ManagerMapping, StatementField } from './mapping.js';
export { mappingFromManager, STATEMENT_FIELDS } from './mapping.js';
export type { MatchUnit } from './match-unit.js';
export type { MatchReason, RowMatch } from './match-units.js';
export { MATCH_REASONS, proposeUnits } from './match-units.js';
export type { FileProblemCode, ParsedStatement, ParseStatementOptions } from './parse-statement.js';
export { parseStatement } from './parse-statement.js';
export type { PresetId } from './presets.js';
export { isPresetId, PRESET_IDS, PRESETS } from './presets.js';
export type { RowProblem, RowProblemCode, StatementRow } from './statement-rows.js';
