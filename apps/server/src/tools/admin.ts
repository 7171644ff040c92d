import { installTurkishZodMessages } from '@aidat/shared';
import { runAdminCli } from '../admin/admin-cli.js';

// The operator's command line: `npm run admin -- create|reset-password|unblock ...` (README).
installTurkishZodMessages();
process.exitCode = await runAdminCli(process.argv.slice(2), {
  env: process.env,
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
});
