/** Cache keys of menu management; every write invalidates `all` and the navigation's menu. */
export const menuKeys = {
  all: ['menus'] as const,
  list: ['menus', 'list'] as const,
  history: (id: number, page: number) => ['menus', 'history', id, page] as const,
};

/** Prefix of userMenuQuery's key: the navigation bar refetches after a change. */
export const USER_MENU_KEY = ['user-menu'] as const;
