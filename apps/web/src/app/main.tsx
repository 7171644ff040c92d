import './zod-jitless';
import '../styles/bootstrap.scss';
import 'bootstrap-icons/font/bootstrap-icons.min.css';
import '../styles/app.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { captureSkipParam } from '../lib/maintenance';
import { afterFirstPaint } from './after-first-paint';
import { App } from './app';
import { appStylesReady } from './app-styles';

// Before the first render, so ?skipMaintenance=true already counts for the maintenance check.
captureSkipParam();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// The installable app's service worker (build/pwa.ts): offline, the resident pages show the
// answers it kept. Registered after the page has loaded so it never competes with the first paint.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // No service worker (private mode, an untrusted certificate): the app works online as before.
    });
  });
}

// index.html already shows the splash: it is painted first, then the stylesheet is applied and the
// page rendered under it. The first render is a transition, so React renders it in slices of a few
// milliseconds instead of holding a phone's main thread for the whole render (Total Blocking Time).
void afterFirstPaint()
  .then(() => appStylesReady())
  .then(() => {
    const root = createRoot(container);
    startTransition(() =>
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    );
  });
