export * from './errors.js';
export * from './roles.js';
export * from './limits.js';
export * from './phone.js';
export * from './money.js';
export * from './messages/fields.js';
export * from './messages/validation.js';
export * from './schemas/common.js';
