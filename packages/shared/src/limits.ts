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
/** Ids are PostgreSQL integers: anything larger is an unknown id, not a server error (same as MAX_ID). */
export const DB_INT_MAX = MAX_ID;

/** Longest code a configuration may ask for is 8 digits; anything longer is a typing mistake. */
export const OTP_INPUT_MAX = 12;
export const IDENTIFIER_MAX = 254;
export const PASSWORD_INPUT_MAX = 200;

export const CONFIG_VALUE_MAX = 4000;
export const CONFIG_DESCRIPTION_MAX = 500;

export const MENU_LABEL_MAX = 100;
export const MENU_PATH_MAX = 200;
export const MENU_ICON_MAX = 100;
export const MENU_ROLES_MAX = 200;
export const MENU_ORDER_MIN = -1_000_000;
export const MENU_ORDER_MAX = 1_000_000;

/** How long a notification sent from the admin panel ('Bildirim Gönder') stays visible. */
export const PANEL_NOTIFICATION_DAYS = 30;

/** Limits of free texts, chosen so that a reversal's description still fits the 500-character column. */
export const PAYMENT_DESCRIPTION_MAX = 250;
export const REVERSAL_REASON_MAX = 200;
export const ADDITIONAL_CHARGE_TITLE_MAX = 200;
export const SQUARE_METERS_MAX = 100_000;
export const ROOM_COUNT_MAX = 1_000;
/** Either half of an arsa payı: a PostgreSQL integer (title deeds use a few digits, e.g. 18/1256). */
export const LAND_SHARE_MAX = DB_INT_MAX;

export const SITE_NAME_MAX = 200;
export const SITE_ADDRESS_MAX = 500;
/** A complex with more blocks or units than this is a typing mistake, not a site. */
export const SITE_BLOCK_COUNT_MAX = 500;
export const SITE_UNIT_COUNT_MAX = 100_000;
/** Units saved in one call (a site's declared units after creating it); larger sites use the set-up import. */
export const BULK_UNITS_MAX = 5_000;
export const PERSON_NAME_MAX = 200;
export const EMAIL_MAX = 254;

/** Login history answers the newest entries first, at most this many per page. */
export const LOGIN_HISTORY_PAGE_SIZE = MAX_PAGE_SIZE;
export const USER_SEARCH_MAX = 100;

/** The site's books (PRODUCT.md §10). */
export const ACCOUNT_NAME_MAX = 100;
export const TRANSFER_DESCRIPTION_MAX = 250;
/** Most payments one Tahsilat batch may record: a large site's month, in one transaction. */
export const BATCH_PAYMENT_MAX_ITEMS = 500;

/** The site's expenses (PRODUCT.md §10). */
export const EXPENSE_CATEGORY_NAME_MAX = 100;
export const EXPENSE_DESCRIPTION_MAX = 500;
export const EXPENSE_VENDOR_MAX = 200;
export const EXPENSE_INVOICE_NO_MAX = 100;
/** At most this many attachments per expense (each at most EXPENSE_ATTACHMENT_MAX_BYTES, books-constants.ts). */
export const EXPENSE_ATTACHMENTS_MAX = 10;
/** The stored name of an attachment, its extension included. */
export const EXPENSE_ATTACHMENT_NAME_MAX = 200;

/** A receipt's verification code: 8 symbols of Crockford's base 32 (40 random bits). */
export const RECEIPT_CODE_LENGTH = 8;

/** Entries per page of a resident's unit detail, newest first (PRODUCT.md §8). */
export const UNIT_DETAIL_PAGE_SIZE = 50;

/** A bank statement upload (PRODUCT.md §14): at most this many bytes and movements per file. */
export const STATEMENT_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const STATEMENT_ROWS_MAX = 20_000;
/**
 * What any spreadsheet the server reads may hold before it is parsed (PRODUCT.md §2), whatever it
 * is for: an .xlsx at most this many bytes unpacked and ZIP entries; any sheet or CSV at most this
 * many records and fields in a record. Far above a real statement (20,000 rows of a bank's export
 * unpack to about 10 MB), far below what would run the process out of memory.
 */
export const SHEET_UNPACKED_MAX_BYTES = 40 * 1024 * 1024;
export const SHEET_ENTRIES_MAX = 500;
export const SHEET_RECORDS_MAX = 50_000;
export const SHEET_FIELDS_MAX = 200;

/** Lines of one işletme projesi (PRODUCT.md §13) and the length of its kurul decision number. */
export const BUDGET_LINES_MAX = 100;
export const BUDGET_DECISION_NO_MAX = 50;

/** The handover (PRODUCT.md §19): its note, and the kasa accounts one cash count may list. */
export const HANDOVER_NOTE_MAX = 2000;
export const HANDOVER_CASH_COUNT_MAX = 100;

/** Owners of one unit (PRODUCT.md §16): a flat has one to a few; more is a typing mistake. */
export const UNIT_OWNERS_MAX = 20;
/** The largest share denominator (arsa payı paydaları run to a few thousand). */
export const OWNER_SHARE_DENOMINATOR_MAX = 1_000_000;

/** Tickets (PRODUCT.md §17). */
export const TICKET_TITLE_MAX = 200;
export const TICKET_DESCRIPTION_MAX = 2000;
export const TICKET_NOTE_MAX = 2000;
export const TICKET_RATING_COMMENT_MAX = 1000;
/** At most this many photos or PDFs per ticket (each at most TICKET_ATTACHMENT_MAX_BYTES). */
export const TICKET_ATTACHMENTS_MAX = 5;
export const TICKET_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
/** Most charges one card checkout may pick (PRODUCT.md §20). */
export const CARD_CHECKOUT_MAX_CHARGES = 200;
