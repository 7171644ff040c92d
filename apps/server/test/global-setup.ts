import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildTemplate, dropTemplate } from './db-template.js';

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplate: { pgliteDumpPath?: string; pgTemplate?: string };
    /** The apps' DATA_DIR: where the embedded database's apps keep uploaded files. */
    testDataDir: string;
  }
}

/** Builds the migrated, seeded template once per run and hands its location to every file. */
export default async function setup(project: TestProject) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'aidat-test-data-'));
  project.provide('testDataDir', dataDir);
  const removeDataDir = () => fs.rm(dataDir, { recursive: true, force: true });
  const template = await buildTemplate();
  if (template.pgliteDump) {
    const file = path.join(os.tmpdir(), `aidat-template-${process.pid}.tar`);
    await fs.writeFile(file, Buffer.from(await template.pgliteDump.arrayBuffer()));
    project.provide('dbTemplate', { pgliteDumpPath: file });
    return async () => {
      await fs.rm(file, { force: true });
      await removeDataDir();
    };
  }
  project.provide('dbTemplate', { pgTemplate: template.pgTemplate });
  return async () => {
    await dropTemplate(template.pgTemplate!);
    await removeDataDir();
  };
}
