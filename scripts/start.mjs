// `npm start`: builds what is missing or stale (scripts/build.mjs), then runs the compiled server
// with TypeScript stack traces and a bounded heap (scripts/server-node-flags.mjs). Signals go to the server so that it can stop cleanly, and its exit
// code becomes ours.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureBuilt, ROOT } from './build.mjs';
import { SERVER_NODE_FLAGS } from './server-node-flags.mjs';

await ensureBuilt();

const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(ROOT, 'apps/server/dist/server.js')], {
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
