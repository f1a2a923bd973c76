import '@/styles/tokens.css';
import './admin.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { config as zodConfig } from 'zod/v4/core';
import { AdminApp } from './app/AdminApp';

// The operator console's entry (admin.html): its own bundle, rendered in the browser only.
// zod must not compile parsers with new Function: the CSP (no eval) refuses it.
zodConfig({ jitless: true });

const container = document.getElementById('admin-root');
if (!container) throw new Error('admin.html must contain #admin-root');
createRoot(container).render(
  <StrictMode>
    <AdminApp />
  </StrictMode>,
);
