import type { MenuItemDto } from '@aidat/shared';
import { describe, expect, it } from 'vitest';
import { groupMenu } from './group-menu';

const item = (id: number, group: MenuItemDto['group']): MenuItemDto => ({
  id,
  label: `Öğe ${id}`,
  path: `/p${id}`,
  roles: '',
  displayOrder: id * 10,
  isActive: true,
  icon: null,
  group,
});

describe('groupMenu', () => {
  it("puts each group's items in one dropdown where its first item stands, and keeps single items on the bar", () => {
    const entries = groupMenu([item(1, null), item(2, 'site'), item(3, 'money'), item(4, 'people'), item(5, 'money')]);
    expect(
      entries.map((e) => (e.kind === 'item' ? e.item.id : `${e.group}:${e.items.map((i) => i.id).join(',')}`)),
    ).toEqual([1, 2, 'money:3,5', 4]);
  });
});
