// The one home of test set-up: factories for the rows tests need and the world that binds them.
export * from './accounts.js';
export * from './actors.js';
export * from './history.js';
export * from './ledger.js';
export * from './links.js';
export * from './notifications.js';
export * from './sign-in.js';
export * from './sites.js';
export * from './units.js';
export * from './users.js';
export * from './world.js';
