// One value type for every content problem, and the one printer that shows them.
// Checks return problems; only the command-line entry points print and exit.

export interface Problem {
  /** Path relative to the project root, such as pages/pricing.yaml. */
  file: string;
  /** 1-based line and column of the offending text (0 when the whole file is at fault). */
  line: number;
  column: number;
  /** Where in the data, such as sections[2].href ('' for the file as a whole). */
  path: string;
  /** What is wrong, in plain words. */
  message: string;
  /** What to type instead. */
  fix?: string;
  /** A warning is shown but does not fail the check or the build. */
  severity?: 'warning';
}

/** Turns ajv's "/sections/2/href" into sections[2].href. */
export function dataPath(segments: readonly (string | number)[]): string {
  return segments
    .map((segment, index) => (typeof segment === 'number' ? `[${segment}]` : index === 0 ? segment : `.${segment}`))
    .join('');
}

export function formatProblem(problem: Problem, source?: string): string {
  const where = problem.line > 0 ? `${problem.file}:${problem.line}:${problem.column}` : problem.file;
  const lines = [
    `${where} ${problem.severity ? `${problem.severity}: ` : ''}${problem.path ? `${problem.path}: ` : ''}${problem.message}`,
  ];
  if (problem.fix) lines.push(`  Fix: ${problem.fix}`);
  if (source !== undefined && problem.line > 0) lines.push(codeFrame(source, problem.line, problem.column));
  return lines.join('\n');
}

/** Longer lines are cut to this many characters around the column (a page pasted as one line of JSON can be 500 KB). */
const frameWidth = 200;

/** Two lines of context before the problem line and a caret under its column. */
export function codeFrame(source: string, line: number, column: number): string {
  const all = source.split(/\r?\n/);
  const first = Math.max(1, line - 2);
  const width = String(line).length;
  // One window for every line, so the lines above stay lined up with the caret.
  const start = Math.max(0, Math.min(column - 1 - frameWidth / 2, (all[line - 1]?.length ?? 0) - frameWidth));
  const cut = (text: string) =>
    text.length <= frameWidth
      ? text
      : `${start > 0 ? '…' : ''}${text.slice(start, start + frameWidth)}${start + frameWidth < text.length ? '…' : ''}`;
  const out: string[] = [];
  for (let n = first; n <= Math.min(line, all.length); n++) {
    out.push(`  ${n === line ? '>' : ' '} ${String(n).padStart(width)} | ${cut(all[n - 1]).replace(/\t/g, '→')}`);
  }
  const caret = column - 1 - ((all[line - 1]?.length ?? 0) > frameWidth && start > 0 ? start - 1 : 0);
  out.push(`    ${' '.repeat(width)} | ${' '.repeat(Math.max(0, caret))}^`);
  return out.join('\n');
}

export function sortProblems(problems: Problem[]): Problem[] {
  return [...problems].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
}

/** Every problem with its code frame, then how many: what check, generate, build and the dev overlay show. */
export function reportProblems(problems: Problem[], sources: Map<string, string>): string {
  return `${problems.map((problem) => formatProblem(problem, sources.get(problem.file))).join('\n\n')}\n\n${summary(problems.length)}`;
}

export function summary(count: number): string {
  return `${count} problem${count === 1 ? '' : 's'} found. Fix ${count === 1 ? 'it' : 'them'} and run npm run check again.`;
}

/** The warnings the same way, for standard output: they never fail a command. */
export function reportWarnings(warnings: Problem[], sources: Map<string, string>): string {
  return `${warnings.map((warning) => formatProblem(warning, sources.get(warning.file))).join('\n\n')}\n\n${warningSummary(warnings.length)}`;
}

function warningSummary(count: number): string {
  return `${count} warning${count === 1 ? '' : 's'}: the site still builds, but fix ${count === 1 ? 'it' : 'them'} when you can.`;
}
