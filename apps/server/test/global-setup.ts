import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildTemplate, dropTemplate } from './db-template.js';

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplate: { pgliteDumpPath?: string; pgTemplate?: string };
  }
}

/** Builds the migrated, seeded template once per run and hands its location to every file. */
export default async function setup(project: TestProject) {
  const template = await buildTemplate();
  if (template.pgliteDump) {
    const file = path.join(os.tmpdir(), `aidat-template-${process.pid}.tar`);
    await fs.writeFile(file, Buffer.from(await template.pgliteDump.arrayBuffer()));
    project.provide('dbTemplate', { pgliteDumpPath: file });
    return async () => {
      await fs.rm(file, { force: true });
    };
  }
  project.provide('dbTemplate', { pgTemplate: template.pgTemplate });
  return () => dropTemplate(template.pgTemplate!);
}
