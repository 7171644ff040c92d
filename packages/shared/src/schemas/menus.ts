import { singleLine } from './common.js';
/** Request and response schemas of the menus area (items and their history). */
import { z } from 'zod';
import { isAppPath } from '../app-path.js';
import { numberInput } from './number-input.js';
import {
  DB_INT_MAX,
  MENU_ICON_MAX,
  MENU_LABEL_MAX,
  MENU_ORDER_MAX,
  MENU_ORDER_MIN,
  MENU_PATH_MAX,
  MENU_ROLES_MAX,
} from '../limits.js';
import {
  MENU_GROUP_RULE_MESSAGE,
  MENU_PATH_RULE_MESSAGE,
  MENU_REQUIRED_MESSAGE,
  MENU_ROLES_RULE_MESSAGE,
} from '../messages/menus.js';
import { ROLES, type Role } from '../roles.js';

export const MENU_ACTIONS = ['CREATE', 'UPDATE', 'DELETE'] as const;

/**
 * The administrators' menu groups (the manager's-month issue: eleven items and part three's new
 * areas did not fit one bar at 1366×768): each grouped item sits in its group's dropdown; an item
 * without a group stays on the bar itself. Their names are MENU_GROUP_LABELS (messages/menus.ts).
 */
export const MENU_GROUPS = ['site', 'money', 'people', 'communication', 'system'] as const;
export type MenuGroup = (typeof MENU_GROUPS)[number];
export const MenuItemDto = z.object({
  id: z.number().int(),
  label: z.string(),
  path: z.string(),
  roles: z.string(),
  displayOrder: z.number().int(),
  isActive: z.boolean(),
  icon: z.string().nullable(),
  /** The dropdown it sits in on the bar; null: on the bar itself. */
  group: z.enum(MENU_GROUPS).nullable(),
});
export type MenuItemDto = z.infer<typeof MenuItemDto>;

/**
 * "admin, SystemAdmin,Admin" → "Admin,SystemAdmin": known roles only, any case, each once, in
 * the order of ROLES. Returns null when a part is not a role. Empty means every role.
 */
export function normalizeMenuRoles(text: string): string | null {
  const parts = text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const chosen = new Set<Role>();
  for (const part of parts) {
    const role = ROLES.find((r) => r.toLowerCase() === part.toLowerCase());
    if (!role) return null;
    chosen.add(role);
  }
  return ROLES.filter((r) => chosen.has(r)).join(',');
}

/** A required text whose absence answers SPEC §5's message rather than the generic one. */
function requiredText(max: number) {
  return z
    .string({
      error: (issue) => (issue.input === undefined || issue.input === null ? MENU_REQUIRED_MESSAGE : undefined),
    })
    .trim()
    .min(1, { message: MENU_REQUIRED_MESSAGE })
    .max(max);
}

export const MenuInput = z.object({
  label: singleLine(requiredText(MENU_LABEL_MAX)),
  path: requiredText(MENU_PATH_MAX).refine(isAppPath, { message: MENU_PATH_RULE_MESSAGE }),
  roles: z
    .string()
    .max(MENU_ROLES_MAX)
    .nullish()
    .transform((value, ctx) => {
      const roles = normalizeMenuRoles(value ?? '');
      if (roles === null) {
        ctx.addIssue({
          code: 'custom',
          message: MENU_ROLES_RULE_MESSAGE,
        });
        return z.NEVER;
      }
      return roles;
    }),
  displayOrder: z.number().int().min(MENU_ORDER_MIN).max(MENU_ORDER_MAX).default(0),
  isActive: z.boolean().default(true),
  icon: z
    .string()
    .trim()
    .max(MENU_ICON_MAX)
    .nullish()
    .transform((v) => (v ? v : null)),
  group: z
    .preprocess((v) => (v === '' ? null : v), z.enum(MENU_GROUPS, { message: MENU_GROUP_RULE_MESSAGE }).nullish())
    .transform((v) => v ?? null),
});
export type MenuInput = z.infer<typeof MenuInput>;
export type MenuFormInput = z.input<typeof MenuInput>;

export const MenuIdParam = z.object({ id: numberInput(z.number().int().positive().max(DB_INT_MAX)) });

export const MenuHistoryDto = z.object({
  id: z.number().int(),
  menuId: z.number().int(),
  changedAtUtc: z.string(),
  action: z.enum(MENU_ACTIONS),
  oldLabel: z.string().nullable(),
  newLabel: z.string().nullable(),
  oldPath: z.string().nullable(),
  newPath: z.string().nullable(),
  oldRoles: z.string().nullable(),
  newRoles: z.string().nullable(),
  changedBy: z.string(),
});
export type MenuHistoryDto = z.infer<typeof MenuHistoryDto>;

export const MenuCacheRefreshResponse = z.object({ activeCount: z.number().int() });
export type MenuCacheRefreshResponse = z.infer<typeof MenuCacheRefreshResponse>;
