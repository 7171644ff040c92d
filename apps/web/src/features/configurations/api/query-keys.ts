/** Cache keys of the configuration screens; every write invalidates `all`. */
export const configurationKeys = {
  all: ['configurations'] as const,
  list: ['configurations', 'list'] as const,
  history: (key: string | null, page: number, pageSize: number) =>
    ['configurations', 'history', key ?? '*', page, pageSize] as const,
};
