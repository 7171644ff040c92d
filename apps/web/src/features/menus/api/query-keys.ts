/** Cache keys of menu management; every write invalidates `all` and the navigation's menu. */
export const menuKeys = {
  all: ['menus'] as const,
  list: ['menus', 'list'] as const,
  history: (id: number, page: number) => ['menus', 'history', id, page] as const,
};
