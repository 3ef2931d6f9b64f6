import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App.tsx';
import { embeddedPage, seedPage } from './lib/page-data.ts';
import './styles.css';

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
// Hydration runs at once, in the module script, so the page answers clicks by the time it
// has loaded (a click on a page still hydrating in a transition, or started after the first
// paint, is lost). Lighthouse would score a deferred start higher; visitors come first.
if (root.firstElementChild) hydrateRoot(root, app);
else createRoot(root).render(app);
