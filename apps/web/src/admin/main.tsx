import '@/styles/tokens.css';
import './admin.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AdminApp } from './app/AdminApp';

// The operator console's entry (admin.html): its own bundle, rendered in the browser only.
// zod is configured jitless (the CSP refuses eval) wherever it loads: build/zod-jitless.ts.

const container = document.getElementById('admin-root');
if (!container) throw new Error('admin.html must contain #admin-root');
createRoot(container).render(
  <StrictMode>
    <AdminApp />
  </StrictMode>,
);
