import { type MenuFormInput, type MenuItemDto, type Role, ROLES } from '@aidat/shared';
import { MENU_SCREEN_TEXTS as T, MESSAGES } from '../messages';

export interface MenuFormValues {
  label: string;
  path: string;
  roles: Role[];
  displayOrder: string;
  isActive: boolean;
  icon: string;
}

export const EMPTY_MENU_FORM: MenuFormValues = {
  label: '',
  path: '',
  roles: [],
  displayOrder: '0',
  isActive: true,
  icon: '',
};

/** "Admin,SystemAdmin" → the known roles it names. */
export function rolesOf(text: string): Role[] {
  const parts = text.split(',').map((p) => p.trim().toLowerCase());
  return ROLES.filter((r) => parts.includes(r.toLowerCase()));
}

export function formOf(item: MenuItemDto): MenuFormValues {
  return {
    label: item.label,
    path: item.path,
    roles: rolesOf(item.roles),
    displayOrder: String(item.displayOrder),
    isActive: item.isActive,
    icon: item.icon ?? '',
  };
}

export type MenuFormResult = { ok: true; payload: MenuFormInput } | { ok: false; error: string };

/**
 * SPEC §5: label and path are required ('Etiket ve Yol alanları zorunludur'); display order is
 * an integer, 0 when left empty; roles go as a comma-separated list, empty meaning every role.
 */
export function toMenuPayload(v: MenuFormValues): MenuFormResult {
  const label = v.label.trim();
  const path = v.path.trim();
  if (!label || !path) return { ok: false, error: MESSAGES.menus.required };
  if (!/^\/\S*$/.test(path)) return { ok: false, error: T.pathInvalid };
  const orderText = v.displayOrder.trim();
  if (orderText !== '' && !/^-?\d+$/.test(orderText)) return { ok: false, error: T.displayOrderInvalid };
  return {
    ok: true,
    payload: {
      label,
      path,
      roles: ROLES.filter((r) => v.roles.includes(r)).join(','),
      displayOrder: orderText === '' ? 0 : Number.parseInt(orderText, 10),
      isActive: v.isActive,
      icon: v.icon.trim() || null,
    },
  };
}
