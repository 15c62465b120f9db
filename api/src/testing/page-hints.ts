import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** A built page as the shell's build writes it: one deferred entry script, an empty root. */
export const TEST_INDEX_HTML =
  '<!doctype html><html lang="ko"><head><title>x</title><script defer src=/main.js></script></head><body><div id="root"></div></body></html>';

/** A web root holding only that page (shell/dist/index.html), for apps that serve pages in tests. */
export async function testWebRoot(prefix: string): Promise<string> {
  const webRoot = await mkdtemp(path.join(os.tmpdir(), prefix));
  await mkdir(path.join(webRoot, 'shell', 'dist'), { recursive: true });
  await writeFile(path.join(webRoot, 'shell', 'dist', 'index.html'), TEST_INDEX_HTML);
  return webRoot;
}

/** The API calls a page preloads (`<link rel=preload as=fetch>`), as the browser reads the attribute back. */
export const fetchPreloads = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="fetch" href="([^"]+)" crossorigin="use-credentials">/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));

/** The pictures a page preloads. */
export const imagePreloads = (html: string) => [...html.matchAll(/<link rel="preload" as="image" href="([^"]+)"/g)].map((m) => m[1]);
