import './zod-jitless';
import 'bootstrap/dist/css/bootstrap.min.css';
import 'bootstrap-icons/font/bootstrap-icons.min.css';
import '../styles/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { captureSkipParam } from '../lib/maintenance';
import { App } from './app';

// Before the first render, so ?skipMaintenance=true already counts for the maintenance check.
captureSkipParam();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
