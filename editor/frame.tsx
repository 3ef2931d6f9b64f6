// The live preview, in a frame of its own so phone width gets the site's phone layout: the
// page's sections rendered by the site's real components (src/components/PageView.tsx).
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { PageView } from '../src/components/PageView.tsx';
import type { Page } from '../src/generated/types.ts';
import './editor.css';

function Preview() {
  const [page, setPage] = useState<Page>();
  useEffect(() => {
    const receive = (event: MessageEvent) => {
      if (event.origin === location.origin && event.data?.preview) setPage(event.data.preview as Page);
    };
    window.addEventListener('message', receive);
    window.parent.postMessage({ previewReady: true }, location.origin);
    return () => window.removeEventListener('message', receive);
  }, []);
  // The sections' links need a router; in the preview they lead nowhere.
  return page ? (
    <MemoryRouter>
      <PageView page={page} />
    </MemoryRouter>
  ) : (
    <p className="p-6 text-slate-600">Loading the preview…</p>
  );
}

createRoot(document.getElementById('preview')!).render(<Preview />);
