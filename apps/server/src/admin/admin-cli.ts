import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ADMIN_COMMAND_MESSAGES as M, formatPhone } from '@aidat/shared';
import { type Database, openDatabase } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';
import {
  assertFreeForNewUser,
  createSystemAdmin,
  findUserByEmail,
  findUserByPhone,
  setPassword,
  unblock,
} from './admin-commands.js';
import { AdminCommandError, EXIT } from './admin-error.js';
import { checkEmail, checkName, checkPassword, checkPhone, printable } from './admin-input.js';
import { obtainPassword, type TerminalInput } from './password-prompt.js';

export interface AdminCliIo {
  env: NodeJS.ProcessEnv;
  stdin: TerminalInput;
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
  /** An open, migrated database to use instead of the one the environment names (tests). */
  database?: Database;
}

const OPTIONS = {
  name: { type: 'string' },
  phone: { type: 'string' },
  email: { type: 'string' },
} as const;

const COMMANDS: Record<string, ReadonlyArray<keyof typeof OPTIONS>> = {
  create: ['name', 'phone', 'email'],
  'reset-password': ['email'],
  unblock: ['phone'],
};

/**
 * The database the server would use: DATABASE_URL, else the embedded one under DATA_DIR. The
 * embedded database belongs to one process at a time, so it is refused while a server has it
 * open (PGlite keeps postmaster.pid in its directory while open).
 */
async function openFromEnv(env: NodeJS.ProcessEnv): Promise<Database> {
  if (!env.DATABASE_URL) {
    const pgliteDir = path.resolve(env.DATA_DIR || './data', 'pglite');
    if (fs.existsSync(path.join(pgliteDir, 'postmaster.pid'))) throw new AdminCommandError(M.databaseInUse);
  }
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR || './data',
    poolSize: 2,
  });
  try {
    await runMigrations(database);
  } catch (err) {
    await database.close().catch(() => {});
    throw err;
  }
  return database;
}

/** Reads the command line; every value is checked before the database is opened. */
function parseCommand(argv: string[]): { command: string; values: Record<string, string> } {
  let parsed: ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>>;
  try {
    parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (err) {
    throw new AdminCommandError(`${M.unreadableOptions((err as Error).message)}\n\n${M.usage}`, EXIT.usage);
  }
  const [command, ...extra] = parsed.positionals;
  if (!command) throw new AdminCommandError(M.usage, EXIT.usage);
  const needed = COMMANDS[command];
  if (!needed) throw new AdminCommandError(`${M.unknownCommand(command)}\n\n${M.usage}`, EXIT.usage);
  if (extra.length > 0) throw new AdminCommandError(`${M.unknownCommand(extra.join(' '))}\n\n${M.usage}`, EXIT.usage);
  const values: Record<string, string> = {};
  for (const option of needed) {
    const value = parsed.values[option];
    if (value === undefined) throw new AdminCommandError(`${M.missingOption(option)}\n\n${M.usage}`, EXIT.usage);
    values[option] = value;
  }
  return { command, values };
}

async function run(command: string, values: Record<string, string>, io: AdminCliIo, db: Database['db']) {
  const password = () => obtainPassword(io.env, io.stdin, io.stdout).then(checkPassword);
  switch (command) {
    case 'create': {
      const input = { name: checkName(values.name), phone: checkPhone(values.phone), email: checkEmail(values.email) };
      await assertFreeForNewUser(db, input.phone, input.email);
      await createSystemAdmin(db, { ...input, password: await password() });
      return M.created(input.name, formatPhone(input.phone));
    }
    case 'reset-password': {
      const user = await findUserByEmail(db, checkEmail(values.email));
      await setPassword(db, user.id, await password());
      return M.passwordChanged(user.fullName);
    }
    default: {
      const user = await findUserByPhone(db, checkPhone(values.phone));
      return (await unblock(db, user)) ? M.unblocked(user.fullName) : M.notBlocked(user.fullName);
    }
  }
}

/** `npm run admin -- <command> ...`: writes one line to stdout or stderr, returns the exit code. */
export async function runAdminCli(argv: string[], io: AdminCliIo): Promise<number> {
  let database: Database | undefined;
  try {
    const { command, values } = parseCommand(argv);
    // Wrong values are refused before the (slow, exclusive) database is opened.
    if (values.name !== undefined) checkName(values.name);
    if (values.phone !== undefined) checkPhone(values.phone);
    if (values.email !== undefined) checkEmail(values.email);
    database = io.database ?? (await openFromEnv(io.env));
    io.stdout.write(`${printable(await run(command, values, io, database.db))}\n`);
    return EXIT.ok;
  } catch (err) {
    if (err instanceof AdminCommandError) {
      io.stderr.write(`${printable(err.message)}\n`);
      return err.exitCode;
    }
    io.stderr.write(`${printable(M.failed(err instanceof Error ? err.message : String(err)))}\n`);
    return EXIT.failed;
  } finally {
    if (database && !io.database) await database.close().catch(() => {});
  }
}
