// Which Chromium the browser tests and the benchmark launch, looked up on a pretend machine.
import { describe, expect, it } from 'vitest';
import { lookUpChromium } from '../../scripts/lib/chromium.ts';

const playwrights = '/root/.cache/ms-playwright/chromium-1/chrome-linux64/chrome';
/** A machine holding just `files`, with apt-get in /usr/bin when listed. */
const machine = (files: string[], { env = {}, root = true }: { env?: Record<string, string>; root?: boolean } = {}) =>
  lookUpChromium({
    env: { PATH: '/usr/local/bin:/usr/bin:/bin', ...env },
    exists: (file) => files.includes(file),
    playwrightPath: () => playwrights,
    root,
  });

describe('the Chromium lookup', () => {
  it('takes CHROMIUM_PATH first', () => {
    expect(
      machine(['/opt/chrome', '/usr/bin/chromium', playwrights], { env: { CHROMIUM_PATH: '/opt/chrome' } }),
    ).toEqual({ path: '/opt/chrome' });
  });
  it('says so when CHROMIUM_PATH names no file', () => {
    expect(machine(['/usr/bin/chromium'], { env: { CHROMIUM_PATH: '/opt/chrome' } })).toEqual({
      stop: 'CHROMIUM_PATH is /opt/chrome, where there is no file: point it at a Chromium, or unset it to use /usr/bin/chromium.',
    });
  });
  it("then Debian's /usr/bin/chromium", () => {
    expect(machine(['/usr/bin/chromium', playwrights])).toEqual({ path: '/usr/bin/chromium' });
  });
  it('then the one Playwright installed', () => {
    expect(machine([playwrights, '/usr/bin/apt-get'])).toEqual({ path: playwrights });
  });
  it("installs Debian's chromium when there is none and it runs as root with apt-get", () => {
    expect(machine(['/usr/bin/apt-get'])).toEqual({
      install: 'apt-get update && apt-get install -y chromium',
      path: '/usr/bin/chromium',
    });
  });
  it('names the one command to run when it cannot install', () => {
    const stop = (command: string) => ({
      stop: `No Chromium for the browser tests. Install one with: ${command} (or set CHROMIUM_PATH to a Chromium).`,
    });
    expect(machine(['/usr/bin/apt-get'], { root: false })).toEqual(
      stop('sudo apt-get update && sudo apt-get install -y chromium'),
    );
    expect(machine([])).toEqual(stop('npx playwright install chromium'));
  });
});
