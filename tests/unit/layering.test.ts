// The pipeline's order, enforced: each folder of scripts/ builds on the ones before it and
// never reaches forward, the npm commands at the top of scripts/ are imported by nothing, and
// the app in src/ never imports the Node-only scripts.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
/** Each stage may import the stages with a lower rank, and its own folder. */
const rank: Record<string, number> = {
  lib: 0,
  check: 1,
  'new-page': 2,
  generate: 3,
  build: 4,
  audit: 5,
  dev: 5,
  edit: 5,
  bench: 6,
};

const sourceFiles = (folder: string) =>
  readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx|mjs)$/.test(file))
    .map((file) => join(folder, file).split('\\').join('/'));

/** Every project file a file imports, as a path from the project root. */
function importsOf(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  const specifiers = [
    ...text.matchAll(/^\s*(?:import|export)\b[^'"]*?\bfrom\s*['"](\.{1,2}\/[^'"]+)['"]/gm),
    ...text.matchAll(/^\s*import\s*['"](\.{1,2}\/[^'"]+)['"]/gm),
    ...text.matchAll(/\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]/g),
    ...text.matchAll(/\bnew URL\(\s*['"](\.{1,2}\/[^'"]+)['"],\s*import\.meta\.url/g),
  ].map((match) => match[1]);
  return specifiers.map((specifier) =>
    relative(root, join(root, dirname(file), specifier))
      .split('\\')
      .join('/'),
  );
}

const stageOf = (file: string) => (file.startsWith('scripts/') ? file.split('/')[1] : undefined);
const isCommand = (file: string) => /^scripts\/[^/]+\.(ts|mjs)$/.test(file);

describe('the layers', () => {
  const scripts = sourceFiles('scripts');

  it('put only the npm commands at the top of scripts/, every other file in a stage folder', () => {
    const commands = scripts
      .filter(isCommand)
      .map((file) => file.slice('scripts/'.length))
      .sort();
    const npmScripts = Object.values(
      JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts as Record<string, string>,
    ).join(' ');
    for (const command of commands)
      expect(npmScripts, `scripts/${command} is not run by any npm script`).toMatch(
        new RegExp(`scripts/(run\\.mjs )?${command.replace(/\.(ts|mjs)$/, '')}\\b`),
      );
    for (const file of scripts.filter((file) => !isCommand(file)))
      expect(Object.keys(rank), file).toContain(stageOf(file));
  });

  it('import only earlier stages, never a command', () => {
    const wrong: string[] = [];
    for (const file of scripts.filter((file) => !isCommand(file))) {
      const stage = stageOf(file)!;
      // run.mjs is the runner, not a stage: it bundles TypeScript, for the commands and for threads.
      for (const target of importsOf(file).filter(
        (target) => target.startsWith('scripts/') && target !== 'scripts/run.mjs',
      )) {
        const other = stageOf(target)!;
        if (isCommand(target)) wrong.push(`${file} imports the command ${target}`);
        else if (other !== stage && !(rank[other] < rank[stage]))
          wrong.push(`${file} (${stage}) imports ${target} (${other}), a later or parallel stage`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('keep the app free of Node-only scripts and of the visual editor, and the scripts free of React components but for the prerender entry', () => {
    const appImports = sourceFiles('src').flatMap((file) =>
      importsOf(file)
        .filter((target) => target.startsWith('scripts/') || target.startsWith('editor/'))
        .map((target) => `${file} → ${target}`),
    );
    expect(appImports).toEqual([]);
    const components = scripts.flatMap((file) =>
      importsOf(file)
        .filter((target) => target.startsWith('src/') && !/^src\/(generated|lib)\//.test(target))
        .map((target) => `${file} → ${target}`),
    );
    expect(components).toEqual(['scripts/build/prerender-job.ts → src/entry-server.tsx']);
  });

  it('keep the code highlighter out of the app: code is coloured once, at build time (scripts/lib/highlight.ts)', () => {
    const highlighters = sourceFiles('src').filter((file) =>
      /\bfrom\s*['"](shiki|@shikijs\/[^'"]+)['"]|\bimport\(\s*['"](shiki|@shikijs\/)/.test(
        readFileSync(join(root, file), 'utf8'),
      ),
    );
    expect(highlighters).toEqual([]);
  });
});
