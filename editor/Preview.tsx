// The preview beside the form: the page's values, with facts filled in and Markdown rendered by
// the server as the build does, sent to a frame that renders them with the site's components.
import { useEffect, useRef, useState } from 'react';
import { call } from './api.ts';

export function Preview({ data }: { data: unknown }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [phone, setPhone] = useState(false);
  const [ready, setReady] = useState(false);
  const [page, setPage] = useState<unknown>();
  useEffect(() => {
    const receive = (event: MessageEvent) => {
      if (event.origin === location.origin && event.data?.previewReady) setReady(true);
    };
    window.addEventListener('message', receive);
    return () => window.removeEventListener('message', receive);
  }, []);
  useEffect(() => {
    // A pause after typing, so the server renders once per word rather than once per key.
    const timer = setTimeout(
      () =>
        call<{ data: unknown }>('/api/preview', { data }).then(
          (answer) => setPage(answer.data),
          () => {},
        ),
      250,
    );
    return () => clearTimeout(timer);
  }, [data]);
  useEffect(() => {
    if (ready && page) frame.current?.contentWindow?.postMessage({ preview: page }, location.origin);
  }, [ready, page]);
  return (
    <section aria-label="Preview" className="flex flex-col border-l border-slate-300 bg-slate-200">
      <div className="flex gap-2 px-3 py-2 text-sm" role="group" aria-label="Preview width">
        <button
          type="button"
          aria-pressed={!phone}
          onClick={() => setPhone(false)}
          className={`rounded px-2 py-0.5 ${phone ? 'bg-white' : 'bg-brand-600 text-white'}`}
        >
          Desktop
        </button>
        <button
          type="button"
          aria-pressed={phone}
          onClick={() => setPhone(true)}
          className={`rounded px-2 py-0.5 ${phone ? 'bg-brand-600 text-white' : 'bg-white'}`}
        >
          Phone
        </button>
      </div>
      <iframe
        ref={frame}
        title="Preview of the page"
        src="/preview.html"
        className="mx-auto flex-1 border-0 bg-white"
        style={{ width: phone ? 375 : '100%', minHeight: 'calc(100vh - 6rem)' }}
      />
    </section>
  );
}
