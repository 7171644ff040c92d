/** Business constants of SPEC §9 and PRODUCT.md. */
export const NOTIFICATION_TITLE_MAX = 200;
export const NOTIFICATION_MESSAGE_MAX = 1000;
export const UNIT_LABEL_MAX = 10;
export const OTP_DEFAULT_LENGTH = 6;
export const OTP_DEFAULT_TTL_MINUTES = 3;
export const PHONE_MASKED_MIN_LENGTH = 19;
export const CONFIG_HISTORY_PAGE_SIZE = 20;
export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;
/** Largest PostgreSQL integer: a larger id cannot exist and must be refused before it reaches a query. */
export const MAX_ID = 2_147_483_647;
/** Largest amount in kuruş a single entry may carry: 10 million lira. */
export const MAX_AMOUNT_KURUS = 1_000_000_000;
export const TIME_ZONE = 'Europe/Istanbul';
