import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.js';
import { initialisePgliteDir } from './pglite-init.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'aidat-pglite-init-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('initialisePgliteDir', { timeout: 120_000 }, () => {
  it('creates a database in a child process that the server then opens, and leaves it alone after', async () => {
    const dir = path.join(root, 'nested', 'pglite');
    await initialisePgliteDir(dir);
    const version = path.join(dir, 'PG_VERSION');
    expect(fs.readFileSync(version, 'utf8').trim()).toMatch(/^\d+$/);

    const before = fs.statSync(version).mtimeMs;
    await initialisePgliteDir(dir);
    expect(fs.statSync(version).mtimeMs).toBe(before);

    const database = await openDatabase({ dataDir: path.join(root, 'nested') });
    try {
      await database.exec('create table probe (id int); insert into probe values (1)');
      expect((await database.pglite!.query('select count(*)::int as n from probe')).rows).toEqual([{ n: 1 }]);
    } finally {
      await database.close();
    }
  });

  it("reports the child's failure with the directory it could not create", async () => {
    const notADir = path.join(root, 'a-file');
    fs.writeFileSync(notADir, 'not a directory');
    await expect(initialisePgliteDir(notADir)).rejects.toThrow(/^Could not create the database in .*a-file/);
  });
});
