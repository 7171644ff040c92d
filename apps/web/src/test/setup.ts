import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { clearToasts } from '../lib/toast-store';

afterEach(() => {
  cleanup();
  clearToasts();
  window.localStorage.clear();
});
