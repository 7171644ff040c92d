import { customType } from 'drizzle-orm/pg-core';

/** A file's bytes kept in the row (PostgreSQL); PGlite hands back a Uint8Array, made a Buffer here. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
