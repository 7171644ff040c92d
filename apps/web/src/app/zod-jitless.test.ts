// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';

// zod-jitless.ts turns zod's jitless on through globalThis.__zod_globalConfig rather than zod's
// public config() (it says why). These fail when a zod upgrade stops honouring that: zod no
// longer reads that object, or builds and runs the shared schemas with generated code anyway.
// Each test file runs in its own module graph, so zod loads here after zod-jitless, as in main.tsx.

/** The code zod generates with `new Function` while `run` runs. */
function generatedCode(run: () => void): string[] {
  const made: string[] = [];
  const record = (args: unknown[]) => made.push(String(args.at(-1) ?? ''));
  vi.stubGlobal(
    'Function',
    new Proxy(Function, {
      construct: (target, args) => {
        record(args);
        return Reflect.construct(target, args);
      },
      apply: (target, self, args) => {
        record(args);
        return Reflect.apply(target, self, args);
      },
    }),
  );
  try {
    run();
  } finally {
    vi.unstubAllGlobals();
  }
  return made;
}

afterEach(() => vi.unstubAllGlobals());

describe('zod-jitless (imported first by main.tsx)', () => {
  it("fills in the configuration zod's config() reads", async () => {
    await import('./zod-jitless');
    const { z } = await import('zod');
    expect(z.config()).toBe((globalThis as { __zod_globalConfig?: object }).__zod_globalConfig);
    expect(z.config().jitless).toBe(true);
  });

  it('keeps zod from generating code for the shared schemas, which it does without it', async () => {
    await import('./zod-jitless');
    const { FrontendConfigEntry } = await import('@aidat/shared');
    const { z } = await import('zod');
    expect(generatedCode(() => FrontendConfigEntry.parse({ key: 'a', value: 'b' }))).toEqual([]);

    // Without jitless the same kind of schema is compiled: the check above tests something.
    z.config({ jitless: false });
    try {
      const compiled = z.object({ key: z.string(), value: z.string() });
      expect(generatedCode(() => compiled.parse({ key: 'a', value: 'b' })).length).toBeGreaterThan(0);
    } finally {
      z.config({ jitless: true });
    }
  });
});
