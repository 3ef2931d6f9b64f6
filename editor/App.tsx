// The start screen (every route with its page file, the site settings) and the file editors,
// picked by the address's #hash so the browser's back button works.
import { useEffect, useState } from 'react';
import { call, type Start } from './api.ts';
import { FileEditor } from './FileEditor.tsx';
import { PageCommands } from './PageCommands.tsx';

const useHash = () => {
  const [hash, setHash] = useState(location.hash);
  useEffect(() => {
    const changed = () => setHash(location.hash);
    window.addEventListener('hashchange', changed);
    return () => window.removeEventListener('hashchange', changed);
  }, []);
  return hash;
};

export function App() {
  const [start, setStart] = useState<Start>();
  const [error, setError] = useState<string>();
  /** What New page did, shown on the new page's form when it opens. */
  const [notice, setNotice] = useState<{ file: string; text: string }>();
  const hash = useHash();
  const load = () => call<Start>('/api/start').then(setStart, (failed: Error) => setError(failed.message));
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once on opening; the page commands read it again.
  useEffect(() => {
    void load();
  }, []);
  if (error) return <p role="alert">{error}</p>;
  if (!start) return <p className="p-6">Loading…</p>;
  const file = decodeURIComponent(hash.replace(/^#\/?/, ''));
  if (file)
    return <FileEditor key={file} start={start} file={file} notice={notice?.file === file ? notice.text : undefined} />;
  return (
    <StartScreen
      start={start}
      onChanged={(opened) =>
        load().then(() => {
          setNotice(opened && { file: opened.file, text: opened.notice });
          if (opened) location.hash = opened.file;
        })
      }
    />
  );
}

function StartScreen({
  start,
  onChanged,
}: {
  start: Start;
  onChanged: (opened?: { file: string; notice: string }) => void;
}) {
  return (
    <main className="mx-auto max-w-4xl p-8">
      <h1 className="text-2xl font-bold text-slate-900">RankSuite visual editor</h1>
      <p className="mt-2 text-slate-700">
        Pick a page to edit it as a form, with a live preview beside it. Saving writes the YAML file and keeps every
        comment; the same checks as <code>npm run check</code> run on each save.
      </p>
      <h2 className="mt-8 text-lg font-semibold">Site settings</h2>
      <p className="mt-2">
        <a className="font-medium text-brand-700 underline" href="#site.yaml">
          site.yaml
        </a>{' '}
        <span className="text-slate-600">: menus, footer, facts, redirects</span>
      </p>
      <PageCommands start={start} onDone={onChanged} />
      <h2 className="mt-8 text-lg font-semibold">Pages</h2>
      <table className="mt-2 w-full text-left text-sm">
        <thead>
          <tr className="border-b border-slate-300">
            <th className="py-1">Route</th>
            <th className="py-1">Page file</th>
          </tr>
        </thead>
        <tbody>
          {start.routes.map((route) => (
            <tr key={route.path} className="border-b border-slate-200">
              <td className="py-1">
                <a className="text-brand-700 underline" href={`#pages/${route.page}.yaml`}>
                  {route.path}
                </a>
              </td>
              <td className="py-1">
                <a className="text-brand-700 underline" href={`#pages/${route.page}.yaml`}>
                  {route.page}
                </a>
                <span className="text-slate-500"> (pages/{route.page}.yaml)</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </main>
  );
}
