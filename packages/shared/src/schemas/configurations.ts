/** Request and response schemas of the configurations area (entries and their history). */
import { z } from 'zod';
import { CONFIG_DESCRIPTION_MAX, CONFIG_VALUE_MAX } from '../limits.js';
import { CONFIG_KEY_RULE_MESSAGE } from '../messages/configurations.js';

export const CONFIG_KEY_PATTERN = /^[A-Za-z][A-Za-z0-9_.]{0,99}$/;
export const CONFIG_ACTIONS = ['CREATE', 'UPDATE', 'DELETE'] as const;
export type ConfigAction = (typeof CONFIG_ACTIONS)[number];

export const ConfigKey = z.string().trim().min(1).regex(CONFIG_KEY_PATTERN, { message: CONFIG_KEY_RULE_MESSAGE });

export const ConfigurationDto = z.object({
  id: z.number().int(),
  key: z.string(),
  value: z.string(),
  description: z.string().nullable(),
  isFrontendVisible: z.boolean(),
  updatedAtUtc: z.string(),
});
export type ConfigurationDto = z.infer<typeof ConfigurationDto>;

const ConfigValue = z.string().trim().min(1).max(CONFIG_VALUE_MAX);
// An empty description is the same as none.
const ConfigDescription = z
  .string()
  .trim()
  .max(CONFIG_DESCRIPTION_MAX)
  .nullish()
  .transform((v) => (v ? v : null));

export const CreateConfigurationRequest = z.object({
  key: ConfigKey,
  value: ConfigValue,
  description: ConfigDescription,
  isFrontendVisible: z.boolean().default(false),
});
export type CreateConfigurationRequest = z.infer<typeof CreateConfigurationRequest>;
export type CreateConfigurationInput = z.input<typeof CreateConfigurationRequest>;

/** description and isFrontendVisible keep their stored value when left out. */
export const UpdateConfigurationRequest = z.object({
  value: ConfigValue,
  description: ConfigDescription.optional(),
  isFrontendVisible: z.boolean().optional(),
});
export type UpdateConfigurationRequest = z.infer<typeof UpdateConfigurationRequest>;
export type UpdateConfigurationInput = z.input<typeof UpdateConfigurationRequest>;

export const ConfigKeyParam = z.object({ key: ConfigKey });

export const ConfigurationHistoryDto = z.object({
  id: z.number().int(),
  changedAtUtc: z.string(),
  action: z.enum(CONFIG_ACTIONS),
  configurationKey: z.string(),
  oldValue: z.string().nullable(),
  newValue: z.string().nullable(),
  oldDescription: z.string().nullable(),
  newDescription: z.string().nullable(),
  oldIsFrontendVisible: z.boolean().nullable(),
  newIsFrontendVisible: z.boolean().nullable(),
  changedBy: z.string(),
});
export type ConfigurationHistoryDto = z.infer<typeof ConfigurationHistoryDto>;

/** The answer of every paged history call: data = { data, page, pageSize, totalCount, totalPages }. */
export interface HistoryPage<T> {
  data: T[];
  page: number;
  pageSize: number;
  totalCount: number;
  totalPages: number;
}

/** Pages needed for totalCount rows; no rows means no pages. */
export function totalPagesFor(totalCount: number, pageSize: number): number {
  return totalCount <= 0 ? 0 : Math.ceil(totalCount / pageSize);
}
