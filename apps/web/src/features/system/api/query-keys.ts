/** Cache keys of the system screen; a new site invalidates `sites`. */
export const systemKeys = {
  sites: ['system', 'sites'] as const,
};
