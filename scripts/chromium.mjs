// The Chromium every browser run launches (the e2e suite, bench:web, trace-web): Debian's by default (Playwright cannot
// download its own here), CHROMIUM_PATH overrides. Flags: as root Chromium needs --no-sandbox, and the closed network
// makes the background services (networking, updates, sync) fail loudly at every start and would add to measured loads.
import { existsSync } from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
