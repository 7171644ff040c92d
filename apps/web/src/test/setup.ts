import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { clearToasts } from '../lib/toast-store';

afterEach(() => {
  cleanup();
  clearToasts();
  // Tests of the build's code run in Node (`@vitest-environment node`), without a window.
  if (typeof window !== 'undefined') window.localStorage.clear();
});
