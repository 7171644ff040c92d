import { type MenuGroup, MenuInput, type MenuItemDto, type Role, ROLES } from '@aidat/shared';
import { checkWithSchema } from '../../../lib/schema-check';
import { MENU_SCREEN_TEXTS as T } from '../messages';

export interface MenuFormValues {
  label: string;
  path: string;
  roles: Role[];
  displayOrder: string;
  isActive: boolean;
  icon: string;
  /** '' for none: the item stays on the bar itself. */
  group: MenuGroup | '';
}

export const EMPTY_MENU_FORM: MenuFormValues = {
  label: '',
  path: '',
  roles: [],
  displayOrder: '0',
  isActive: true,
  icon: '',
  group: '',
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
    group: item.group ?? '',
  };
}

export type MenuFormResult = { ok: true; payload: MenuInput } | { ok: false; error: string };

/**
 * The form's values checked by the request's own schema (MenuInput), whose rules and texts are
 * SPEC §5's: label and path required ('Etiket ve Yol alanları zorunludur'), the path starting with
 * "/". The display order is typed as text: an integer, 0 when left empty; roles go as a
 * comma-separated list, empty meaning every role.
 */
export function toMenuPayload(v: MenuFormValues): MenuFormResult {
  const orderText = v.displayOrder.trim();
  const orderIsInteger = orderText === '' || /^-?\d+$/.test(orderText);
  const checked = checkWithSchema(MenuInput, {
    label: v.label,
    path: v.path,
    roles: ROLES.filter((r) => v.roles.includes(r)).join(','),
    // An order that is not an integer is reported after the label and path rules.
    displayOrder: orderIsInteger && orderText !== '' ? Number.parseInt(orderText, 10) : 0,
    isActive: v.isActive,
    icon: v.icon,
    group: v.group || null,
  });
  if (!checked.ok) return checked;
  if (!orderIsInteger) return { ok: false, error: T.displayOrderInvalid };
  return { ok: true, payload: checked.data };
}
