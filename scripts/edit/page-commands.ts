// The start screen's New page, Move page and Remove page: the very code of npm run new-page,
// move-page and remove-page, run after the editor's own safety checks, answered with the lines
// those commands print. Each changes several files at once (site.yaml, the page, the pages that
// link to it), so its Undo puts back all of them together: undoing one file alone would leave a
// route without its page or links to a page that is gone.
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { movedReport, movePage } from '../new-page/move-page.ts';
import { createdReport, newPage } from '../new-page/new-page.ts';
import { Refusal, UsageError } from '../new-page/page-edits.ts';
import { removedReport, removePage } from '../new-page/remove-page.ts';
import { editablePath } from './safety.ts';

/** site.yaml and every page file, by name; a 400 when one is a symbolic link, so no command writes through it. */
function contentFiles(root: string): Map<string, string> {
  const pages = readdirSync(join(root, 'pages'))
    .filter((name) => name.endsWith('.yaml'))
    .map((name) => `pages/${name}`);
  return new Map(['site.yaml', ...pages].map((file) => [file, readFileSync(editablePath(root, file), 'utf8')]));
}

const text = (value: unknown, field: string): string => {
  if (typeof value !== 'string' || value.trim() === '') throw new UsageError(`Fill in ${field}.`);
  return value;
};
/** An optional choice: empty is none. */
const choice = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

export type PageCommandName = 'New page' | 'Move page' | 'Remove page';
/** Each command's printed lines, and the file the editor opens next (the new page's). */
type Command = (root: string, input: Record<string, unknown>) => { lines: string[]; open?: string };

const commands: Record<PageCommandName, Command> = {
  'New page': (root, input) => {
    const made = newPage(root, {
      path: text(input.path, 'the path of the new page'),
      template: choice(input.template),
      nav: choice(input.nav),
      footer: choice(input.footer),
      docs: choice(input.docs),
      tab: choice(input.tab),
    });
    return { lines: createdReport(made), open: made.pageFile };
  },
  'Move page': (root, input) => ({
    lines: movedReport(
      movePage(root, { from: text(input.from, 'the page to move'), to: text(input.to, 'its new path') }),
    ),
  }),
  'Remove page': (root, input) => ({
    lines: removedReport(
      removePage(root, { path: text(input.path, 'the page to remove'), redirectTo: choice(input.redirectTo) }),
    ),
  }),
};
export const isPageCommand = (name: unknown): name is PageCommandName =>
  typeof name === 'string' && Object.hasOwn(commands, name);

/** The files a command changed: what each held before (undefined: it did not exist) and after. */
export interface CommandChange {
  command: PageCommandName;
  before: Map<string, string | undefined>;
  after: Map<string, string | undefined>;
}

/** Runs a command; a refusal or a mistake in the form comes back as the command words it, and nothing is written. */
export function runCommand(root: string, command: PageCommandName, input: Record<string, unknown>) {
  const before = contentFiles(root);
  const result = commands[command](root, input);
  const after = contentFiles(root);
  const changed = [...new Set([...before.keys(), ...after.keys()])].filter(
    (file) => before.get(file) !== after.get(file),
  );
  const change: CommandChange = {
    command,
    before: new Map(changed.map((file) => [file, before.get(file)])),
    after: new Map(changed.map((file) => [file, after.get(file)])),
  };
  return { ...result, change };
}

/** Puts back every file a command changed, unless one was changed since (then nothing is). */
export function undoCommand(root: string, change: CommandChange) {
  for (const [file, after] of change.after) {
    let now: string | undefined;
    try {
      now = readFileSync(editablePath(root, file), 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    if (now !== after)
      throw new Refusal(
        `${file} has changed since ${change.command}, so nothing was undone: putting the files back would lose that change.`,
      );
  }
  for (const [file, before] of change.before) {
    const absolute = editablePath(root, file);
    if (before === undefined) rmSync(absolute);
    else writeFileSync(absolute, before);
  }
}
