import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App.tsx';
import { embeddedPage, seedPage } from './lib/page-data.ts';
import { withDrawnBodies } from './lib/markdown-in-page.ts';
import { showSectionsInTurn } from './lib/show-sections.ts';
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
// Before hydrating: the bodies the page draws were left out of its embedded data.
if (embedded) seedPage(embedded.name, withDrawnBodies(embedded.data, root));
// Prerendered pages hydrate; the dev server's shell (only the <!--app--> marker) renders from scratch.
// The root is created at once, in the module script, so React listens from the start: a click
// on a part not hydrated yet makes React hydrate it there and then, and replays the click.
// The rest hydrates in a transition, yielding to the browser every few milliseconds instead of
// holding the main thread for one long task. (Starting the app only after the first paint
// scored better in Lighthouse, but lost the clicks made before it started.)
if (root.firstElementChild)
  startTransition(() => {
    hydrateRoot(root, app);
  });
else createRoot(root).render(app);
showSectionsInTurn();
