// The Chromium that the browser tests and the benchmark's Lighthouse launch, looked up in one
// place: CHROMIUM_PATH, then Debian's /usr/bin/chromium, then one Playwright installed. On a fresh
// machine `npm test` (pretest:e2e runs this file) installs Debian's when it may, or names the
// command to run. The networking flags stop it stalling on a closed network.
import { ensureChromium } from './lib/chromium.ts';

try {
  ensureChromium();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
