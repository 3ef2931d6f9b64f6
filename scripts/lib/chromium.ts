// Finds the Chromium every browser test, screenshot and benchmark uses.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { chromium } from '@playwright/test';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const debian = '/usr/bin/chromium';

interface Machine {
  env: NodeJS.ProcessEnv;
  exists: (file: string) => boolean;
  playwrightPath: () => string;
  root: boolean;
}
/** A path to launch; a command that installs one at `path`; or why there is none and what to do. */
type Lookup = { path: string; install?: string } | { stop: string };

export function lookUpChromium({ env, exists, playwrightPath, root }: Machine): Lookup {
  if (env.CHROMIUM_PATH) {
    return exists(env.CHROMIUM_PATH)
      ? { path: env.CHROMIUM_PATH }
      : {
          stop: `CHROMIUM_PATH is ${env.CHROMIUM_PATH}, where there is no file: point it at a Chromium, or unset it to use ${debian}.`,
        };
  }
  const found = [debian, playwrightPath()].find(exists);
  if (found) return { path: found };
  const apt = (env.PATH ?? '').split(delimiter).some((folder) => folder && exists(join(folder, 'apt-get')));
  if (apt && root) return { install: 'apt-get update && apt-get install -y chromium', path: debian };
  const command = apt ? 'sudo apt-get update && sudo apt-get install -y chromium' : 'npx playwright install chromium';
  return {
    stop: `No Chromium for the browser tests. Install one with: ${command} (or set CHROMIUM_PATH to a Chromium).`,
  };
}

const thisMachine = (): Machine => ({
  env: process.env,
  exists: existsSync,
  playwrightPath: () => chromium.executablePath(),
  root: process.getuid?.() === 0,
});

/** The Chromium to launch; throws saying what to run when there is none (installing is for `ensureChromium`). */
export function chromiumPath(): string {
  const found = lookUpChromium(thisMachine());
  if ('stop' in found) throw new Error(found.stop);
  if (found.install)
    throw new Error(
      `No Chromium for the browser tests. Install Debian's with: ${found.install} (npm test does it itself).`,
    );
  return found.path;
}

/** Finds a Chromium, installing Debian's when there is none and it may. */
export function ensureChromium(): string {
  const found = lookUpChromium(thisMachine());
  if ('stop' in found) throw new Error(found.stop);
  if (found.install) {
    console.log(`No Chromium found: installing Debian's chromium (${found.install}).`);
    execSync(found.install, { stdio: 'inherit' });
  }
  return found.path;
}
