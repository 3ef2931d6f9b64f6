// One file as forms: site.yaml as one form; a page as its fields (meta, layout, old paths), then
// each section as a card. Save sends the values; the server writes only what changed, after the
// check passes for this file. Problems show at their fields and in a list, as the terminal words them.
import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import { useEffect, useMemo, useState } from 'react';
import { call, Failed, type OpenFile, type Problem, type Start } from './api.ts';
import { errorTree, fieldOf, LinkWidget, NumberOrTextWidget, problemText, uiFor } from './fields.tsx';
import { ImageField } from './ImageField.tsx';
import { Preview } from './Preview.tsx';
import { SectionCards } from './SectionCards.tsx';

/** Nothing the schema merely defaults is added to the file: the file keeps only what the editor typed. */
export const formDefaults = {
  emptyObjectFields: 'skipDefaults',
  arrayMinItems: { populate: 'never' },
  constAsDefaults: 'never',
} as const;
export const widgets = { link: LinkWidget, numberOrText: NumberOrTextWidget };
export const fields = { image: ImageField };
export const hidden = { 'ui:submitButtonOptions': { norender: true } };

type Status = { kind: 'saved' | 'refused' | 'conflict' | 'info'; text: string } | undefined;

/** `notice`: what made this file (New page), shown until the first save. */
export function FileEditor({ start, file, notice }: { start: Start; file: string; notice?: string }) {
  const [open, setOpen] = useState<OpenFile>();
  const [data, setData] = useState<any>();
  const [problems, setProblems] = useState<Problem[]>([]);
  const [status, setStatus] = useState<Status>(notice ? { kind: 'info', text: notice } : undefined);
  const [busy, setBusy] = useState(false);
  const isSite = file === 'site.yaml';

  const load = (next: OpenFile) => {
    setOpen(next);
    setData(next.data);
  };
  useEffect(() => {
    call<OpenFile>(`/api/file?path=${encodeURIComponent(file)}`).then(
      (next) => {
        setOpen(next);
        setData(next.data);
      },
      (failed: Error) => setStatus({ kind: 'refused', text: failed.message }),
    );
  }, [file]);

  const targets = useMemo(() => {
    const ids = (data?.sections ?? []).map((section: any) => section?.id).filter(Boolean);
    return [...start.routes.map((route) => route.path), ...ids.map((id: string) => `#${id}`)];
  }, [start.routes, data?.sections]);

  const save = async () => {
    if (!open) return;
    setBusy(true);
    setStatus({ kind: 'info', text: 'Saving and checking…' });
    try {
      const saved = await call<{ hash: string; problems: Problem[]; undo: boolean }>('/api/save', {
        path: file,
        data,
        hash: open.hash,
      });
      setOpen({ ...open, data, hash: saved.hash, undo: saved.undo });
      setProblems(saved.problems);
      setStatus({
        kind: 'saved',
        text:
          saved.problems.length === 0
            ? `Saved ${file}. The check passes.`
            : `Saved ${file}. The check found problems in other files (listed below).`,
      });
    } catch (error) {
      if (error instanceof Failed && error.status === 422) {
        setProblems(error.body.problems ?? []);
        setStatus({
          kind: 'refused',
          text: `Not saved: ${file} would have the problems below. Fix them, then Save again.`,
        });
      } else if (error instanceof Failed && error.status === 409) setStatus({ kind: 'conflict', text: error.message });
      else setStatus({ kind: 'refused', text: (error as Error).message });
    } finally {
      setBusy(false);
    }
  };
  const reload = () =>
    call<OpenFile>(`/api/file?path=${encodeURIComponent(file)}`).then((next) => {
      load(next);
      setProblems([]);
      setStatus({ kind: 'info', text: `Reloaded ${file} from disk.` });
    });
  const undo = () =>
    call<OpenFile>('/api/undo', { path: file }).then(
      (next) => {
        load(next);
        setProblems([]);
        setStatus({ kind: 'info', text: `Undid the last save of ${file}.` });
      },
      (failed: Error) => setStatus({ kind: 'refused', text: failed.message }),
    );

  const here = problems.filter((problem) => problem.file === file);
  const located = here.map((problem) => ({ at: fieldOf(problem), text: problemText(problem) }));
  const aroundErrors = errorTree(located.filter(({ at }) => at[0] !== 'sections'));
  const sectionErrors = (index: number) =>
    errorTree(
      located
        .filter(({ at }) => at[0] === 'sections' && at[1] === index)
        .map(({ at, text }) => ({ at: at.slice(2), text })),
    );

  const { sections, ...around } = data ?? {};
  const schema = isSite ? start.schemas.site : start.schemas.page;
  return (
    <div className="flex min-h-screen flex-col">
      <header className="sticky top-0 z-20 flex flex-wrap items-center gap-3 border-b border-slate-300 bg-white px-4 py-2">
        <a href="/" className="text-sm text-brand-700 underline">
          All pages
        </a>
        <h1 className="font-semibold text-slate-900">{file}</h1>
        <button
          type="button"
          onClick={save}
          disabled={!open || busy}
          className="rounded-md bg-brand-600 px-4 py-1.5 font-semibold text-white disabled:opacity-50"
        >
          Save
        </button>
        <button
          type="button"
          onClick={undo}
          disabled={!open?.undo || busy}
          className="rounded-md border border-slate-300 px-3 py-1.5 text-sm disabled:opacity-50"
        >
          Undo
        </button>
        {status && (
          <p
            role="status"
            className={`text-sm ${status.kind === 'saved' || status.kind === 'info' ? 'text-slate-700' : 'font-semibold text-red-700'}`}
          >
            {status.text}
          </p>
        )}
        {status?.kind === 'conflict' && (
          <button type="button" onClick={reload} className="rounded-md border border-slate-300 px-3 py-1.5 text-sm">
            Reload
          </button>
        )}
      </header>
      {problems.length > 0 && (
        <section aria-label="Problems" className="border-b border-red-200 bg-red-50 px-4 py-2 text-sm">
          <h2 className="font-semibold text-red-800">Problems found by the check</h2>
          <ul className="mt-1 list-disc pl-5">
            {problems.map((problem) => (
              <li key={`${problem.file}:${problem.line}:${problem.column}:${problem.message}`}>
                {problem.file}:{problem.line}:{problem.column} {problemText(problem)}
              </li>
            ))}
          </ul>
        </section>
      )}
      {data && (
        <div className={isSite ? 'p-4' : 'grid flex-1 grid-cols-[minmax(0,36rem)_minmax(0,1fr)]'}>
          <div
            className="editor-form overflow-y-auto p-4"
            style={isSite ? undefined : { maxHeight: 'calc(100vh - 3.5rem)' }}
          >
            <Form
              schema={schema}
              uiSchema={{ ...uiFor(schema), ...hidden }}
              formData={isSite ? data : around}
              validator={validator}
              widgets={widgets}
              fields={fields}
              formContext={{ targets }}
              idPrefix={isSite ? 'site' : 'page'}
              extraErrors={aroundErrors}
              showErrorList={false}
              noHtml5Validate
              experimental_defaultFormStateBehavior={formDefaults}
              onChange={(event) => setData(isSite ? event.formData : { ...event.formData, sections })}
            />
            {!isSite && (
              <SectionCards
                kinds={start.sections}
                sections={sections ?? []}
                targets={targets}
                errorsOf={sectionErrors}
                onChange={(next) => setData({ ...around, sections: next })}
              />
            )}
          </div>
          {!isSite && <Preview data={data} />}
        </div>
      )}
    </div>
  );
}
