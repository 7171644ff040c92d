/** Cache keys of the resident's card payments. */
export const cardPayKeys = {
  account: (unitId: number) => ['card-pay', 'account', unitId] as const,
  checkout: (id: number) => ['card-pay', 'checkout', id] as const,
};
