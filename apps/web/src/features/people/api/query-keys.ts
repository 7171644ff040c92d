/** Which prefix a people call uses: an Admin's own sites (/api/siteadmin) or everything (/api/system). */
export type PeopleScope = 'site' | 'system';

/** Cache keys of the people screens; a block or unblock invalidates `all`. */
export const peopleKeys = {
  all: ['people'] as const,
  blocked: (scope: PeopleScope) => ['people', 'blocked', scope] as const,
  users: ['people', 'users'] as const,
  blockHistory: (scope: PeopleScope, userId: number) => ['people', 'block-history', scope, userId] as const,
  loginHistory: (userId: number) => ['people', 'login-history', userId] as const,
};
