// The start screen's New page, Move page and Remove page: the server runs the code of npm run
// new-page, move-page and remove-page, and the lines they print (or their refusal, as they word
// it) show here. Remove asks first. The last command can be undone as a whole.
import { type FormEvent, type ReactNode, useState } from 'react';
import { call, type Problem, type Start } from './api.ts';
import { problemText } from './fields.tsx';

interface Answer {
  lines: string[];
  open?: string;
  problems?: Problem[];
}
type Result = { ok: true; lines: string[]; problems?: Problem[] } | { ok: false; text: string } | undefined;

interface Props {
  start: Start;
  /** After a command: the route list is read again; after New page, its file opens with what was done. */
  onDone: (opened?: { file: string; notice: string }) => void;
}

const box = 'rounded-lg border border-slate-300 bg-white p-4';
const button = 'mt-3 rounded-md bg-brand-600 px-4 py-1.5 font-semibold text-white disabled:opacity-50';

function Field({ id, label, hint, children }: { id: string; label: string; hint?: string; children: ReactNode }) {
  return (
    <div className="editor-form">
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="field-description">
          {hint}
        </p>
      )}
    </div>
  );
}

function Options({ values, none }: { values: string[]; none?: string }) {
  return (
    <>
      {none !== undefined && <option value="">{none}</option>}
      {values.map((value) => (
        <option key={value} value={value}>
          {value}
        </option>
      ))}
    </>
  );
}

export function PageCommands({ start, onDone }: Props) {
  const [result, setResult] = useState<Result>();
  const [busy, setBusy] = useState(false);
  /** The docs menu heading picked for a new page: its tabs, when it has them, are offered next. */
  const [docs, setDocs] = useState('');
  const [removing, setRemoving] = useState<{ form: HTMLFormElement; path: string; redirectTo: string }>();
  const paths = start.routes.map((route) => route.path).filter((path) => path !== '/');

  const run = async (command: string, input: Record<string, FormDataEntryValue>, form?: HTMLFormElement) => {
    setBusy(true);
    setResult(undefined);
    try {
      const answer = await call<Answer>(command === 'Undo' ? '/api/command-undo' : '/api/command', {
        command,
        ...input,
      });
      form?.reset();
      setDocs('');
      if (answer.open)
        onDone({
          file: answer.open,
          notice: [...answer.lines, 'Rewrite its starter copy below, then Save.'].join(' '),
        });
      else {
        setResult({ ok: true, lines: answer.lines, problems: answer.problems });
        onDone();
      }
    } catch (error) {
      setResult({ ok: false, text: (error as Error).message });
    } finally {
      setBusy(false);
    }
  };
  const submitted = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    return { form: event.currentTarget, input: Object.fromEntries(new FormData(event.currentTarget)) };
  };
  const pageFileOf = (path: string) => `pages/${start.routes.find((route) => route.path === path)?.page}.yaml`;

  return (
    <section aria-labelledby="page-commands" className="mt-8">
      <h2 id="page-commands" className="text-lg font-semibold">
        Add, move or remove a page
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        These do what <code>npm run new-page</code>, <code>move-page</code> and <code>remove-page</code> do: they change{' '}
        <code>site.yaml</code>, the page files and every link, keeping each comment, then run the check.
      </p>
      <div className="mt-3 grid gap-4 md:grid-cols-3">
        <form
          aria-label="New page"
          className={box}
          onSubmit={(event) => {
            const { form, input } = submitted(event);
            void run('New page', input, form);
          }}
        >
          <h3 className="font-semibold text-slate-900">New page</h3>
          <Field id="new-path" label="Path" hint="Its address, such as /features/keyword-magic.">
            <input id="new-path" name="path" type="text" required aria-describedby="new-path-hint" />
          </Field>
          <Field id="new-template" label="Template" hint="The sections it starts with.">
            <select id="new-template" name="template" defaultValue="marketing" aria-describedby="new-template-hint">
              <Options values={start.templates} />
            </select>
          </Field>
          <Field id="new-nav" label="Header menu group">
            <select id="new-nav" name="nav">
              <Options values={start.menus.nav} none="None" />
            </select>
          </Field>
          <Field id="new-footer" label="Footer column">
            <select id="new-footer" name="footer">
              <Options values={start.menus.footer} none="None" />
            </select>
          </Field>
          <Field id="new-docs" label="Docs menu heading" hint="A docs page needs one.">
            <select
              id="new-docs"
              name="docs"
              aria-describedby="new-docs-hint"
              value={docs}
              onChange={(event) => setDocs(event.target.value)}
            >
              <Options values={start.menus.docs} none="None" />
            </select>
          </Field>
          {start.menus.tabs[docs] && (
            <Field id="new-tab" label="Docs menu tab" hint="With None, the link goes above the heading's tabs.">
              <select id="new-tab" name="tab" aria-describedby="new-tab-hint">
                <Options values={start.menus.tabs[docs]} none="None" />
              </select>
            </Field>
          )}
          <button type="submit" disabled={busy} className={button}>
            New page
          </button>
        </form>

        <form
          aria-label="Move page"
          className={box}
          onSubmit={(event) => {
            const { form, input } = submitted(event);
            void run('Move page', input, form);
          }}
        >
          <h3 className="font-semibold text-slate-900">Move page</h3>
          <Field id="move-from" label="From" hint="The page to give a new address.">
            <select id="move-from" name="from" required defaultValue="" aria-describedby="move-from-hint">
              <Options values={paths} none="Choose a page" />
            </select>
          </Field>
          <Field
            id="move-to"
            label="To"
            hint="Its new address. The old one keeps working: it sends visitors to the new one, and every link follows."
          >
            <input id="move-to" name="to" type="text" required aria-describedby="move-to-hint" />
          </Field>
          <button type="submit" disabled={busy} className={button}>
            Move page
          </button>
        </form>

        <form
          aria-label="Remove page"
          className={box}
          onSubmit={(event) => {
            const { form, input } = submitted(event);
            setRemoving({ form, path: String(input.path), redirectTo: String(input.redirectTo ?? '') });
          }}
        >
          <h3 className="font-semibold text-slate-900">Remove page</h3>
          <Field id="remove-path" label="Page">
            <select id="remove-path" name="path" required defaultValue="">
              <Options values={paths} none="Choose a page" />
            </select>
          </Field>
          <Field
            id="remove-to"
            label="Send its links and visitors to"
            hint="Links to it from other pages are rewritten to lead there, and its address sends visitors there. With Nowhere, it is not removed while other pages link to it."
          >
            <select id="remove-to" name="redirectTo" defaultValue="" aria-describedby="remove-to-hint">
              <Options values={start.routes.map((route) => route.path)} none="Nowhere" />
            </select>
          </Field>
          <button type="submit" disabled={busy} className={button}>
            Remove page
          </button>
        </form>
      </div>

      {removing && (
        <div
          role="alertdialog"
          aria-labelledby="remove-question"
          aria-describedby="remove-what"
          className="mt-4 rounded-lg border border-red-300 bg-red-50 p-4"
        >
          <h3 id="remove-question" className="font-semibold text-red-900">
            Remove {removing.path}?
          </h3>
          <p id="remove-what" className="mt-1 text-sm text-red-900">
            This deletes {pageFileOf(removing.path)}, its route and its menu links
            {removing.redirectTo ? `, and sends its links and visitors to ${removing.redirectTo}` : ''}.
          </p>
          <div className="mt-3 flex gap-2">
            <button
              type="button"
              className="rounded-md bg-red-700 px-4 py-1.5 font-semibold text-white"
              onClick={() => {
                const { form, path, redirectTo } = removing;
                setRemoving(undefined);
                void run('Remove page', { path, redirectTo }, form);
              }}
            >
              Yes, remove it
            </button>
            {/* The safe answer takes the focus as the question opens, so Enter never removes a page by accident. */}
            <button
              type="button"
              ref={(cancel) => cancel?.focus()}
              className="rounded-md border border-slate-300 bg-white px-4 py-1.5"
              onClick={() => setRemoving(undefined)}
            >
              Cancel
            </button>
          </div>
        </div>
      )}

      {result?.ok === true && (
        <div role="status" className="mt-4 rounded-lg border border-slate-300 bg-slate-50 p-4 text-sm">
          {result.lines.map((line) => (
            <p key={line} className="whitespace-pre-wrap">
              {line}
            </p>
          ))}
          {result.problems &&
            (result.problems.length === 0 ? (
              <p className="mt-1">The check passes.</p>
            ) : (
              <>
                <p className="mt-1 font-semibold text-red-800">The check found problems:</p>
                <ul className="list-disc pl-5">
                  {result.problems.map((problem) => (
                    <li key={`${problem.file}:${problem.line}:${problem.column}:${problem.message}`}>
                      {problem.file}:{problem.line}:{problem.column} {problemText(problem)}
                    </li>
                  ))}
                </ul>
              </>
            ))}
        </div>
      )}
      {result?.ok === false && (
        <div role="alert" className="mt-4 rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-900">
          <p className="whitespace-pre-wrap">{result.text}</p>
        </div>
      )}
      {start.commandUndo && (
        <button
          type="button"
          disabled={busy}
          className="mt-3 rounded-md border border-slate-300 px-3 py-1.5 text-sm disabled:opacity-50"
          onClick={() => void run('Undo', {})}
        >
          Undo {start.commandUndo}
        </button>
      )}
    </section>
  );
}
