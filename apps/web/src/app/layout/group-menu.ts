import type { MenuGroup, MenuItemDto } from '@aidat/shared';

/** One entry of the bar: an item on it, or a group's dropdown of items. */
export type MenuEntry = { kind: 'item'; item: MenuItemDto } | { kind: 'group'; group: MenuGroup; items: MenuItemDto[] };

/**
 * The server's items as the bar shows them: each group's items together in one dropdown, placed
 * where its first item stands in the display order; an item without a group, or the only one of
 * its group, stays on the bar (one click, not two).
 */
export function groupMenu(items: readonly MenuItemDto[]): MenuEntry[] {
  const byGroup = new Map<MenuGroup, MenuItemDto[]>();
  for (const item of items) if (item.group) byGroup.set(item.group, [...(byGroup.get(item.group) ?? []), item]);
  const entries: MenuEntry[] = [];
  const placed = new Set<MenuGroup>();
  for (const item of items) {
    const members = item.group ? byGroup.get(item.group)! : [];
    if (!item.group || members.length < 2) entries.push({ kind: 'item', item });
    else if (!placed.has(item.group)) {
      placed.add(item.group);
      entries.push({ kind: 'group', group: item.group, items: members });
    }
  }
  return entries;
}
