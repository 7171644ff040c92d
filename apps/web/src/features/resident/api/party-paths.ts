const seg = (value: string | number) => encodeURIComponent(String(value));

/**
 * What owners and tenants read (PRODUCT.md §16): a unit's account as their relation allows and
 * their final statements. Outside the URL table every page downloads: only their views ask them.
 */
export const PARTY_PATHS = {
  unitAccount: (unitId: number) => `/api/me/units/${seg(unitId)}/account`,
  finalStatements: '/api/me/final-statements',
};
