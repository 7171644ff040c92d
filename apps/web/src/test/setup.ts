import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { clearToasts } from '../lib/toast-store';

// findBy*/waitFor wait on a condition; their default of 1 s is a clock bound that a loaded 2-core
// machine (npm test runs two lanes at once) can miss. Waiting longer costs nothing when it passes.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  clearToasts();
  // Tests of the build's code run in Node (`@vitest-environment node`), without a window.
  if (typeof window !== 'undefined') window.localStorage.clear();
});
