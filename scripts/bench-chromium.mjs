// The Chromium the benches launch (bench:web, trace-web): Debian's by default, CHROMIUM_PATH overrides; flags that
// keep background work (networking, updates, sync) out of the measured page loads.
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
