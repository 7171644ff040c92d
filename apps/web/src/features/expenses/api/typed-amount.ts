/**
 * A money field as the form hands it over (components/parse-amount.ts): a number when the text
 * reads as one, otherwise the text itself, or nothing when blank, so that the server, where the
 * money rules live, names the field and the rule it breaks. The shared request type says `number`;
 * this is this feature's one widening of it.
 */
export type TypedAmount = number | string | undefined;

/** A shared request body whose money field arrives as typed. */
export type WithTypedAmount<Body, Field extends keyof Body> = Omit<Body, Field> & { [K in Field]: TypedAmount };
