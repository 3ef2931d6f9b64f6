import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App.tsx';
import { embeddedPage, seedPage } from './lib/page-data.ts';

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);
const embedded = embeddedPage();
if (embedded) seedPage(embedded.name, embedded.data);
// Prerendered pages hydrate; the dev server's shell (only the <!--app--> marker) renders from scratch.
// In a transition, hydration yields to the browser every few milliseconds instead of holding
// the main thread for one long task: the page is already painted, and stays responsive.
if (root.firstElementChild) startTransition(() => { hydrateRoot(root, app); });
else createRoot(root).render(app);
