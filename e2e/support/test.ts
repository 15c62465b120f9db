import { test as base, expect, type BrowserContext } from '@playwright/test';

/**
 * Every spec imports `test` and `expect` from here (lint enforces it), so every journey runs under the
 * server's security headers with a watch on what they block: a test fails when the page reported a
 * Content-Security-Policy violation, the browser refused a resource (CSP or a MIME type under nosniff),
 * or the site icon was missing. The headers themselves are API tests (api/src/plugins/security-headers.test.ts).
 */
export interface BlockedByPolicy {
  kind: 'violation' | 'console' | 'favicon';
  text: string;
  page: string;
}

interface ViolationReport {
  directive: string;
  blockedURI: string;
  sourceFile: string;
  line: number;
  sample: string;
}

declare global {
  interface Window {
    __reportCspViolation?: (report: ViolationReport) => Promise<void>;
  }
}

// Chromium prints "Refused to load/execute/apply/connect/frame/create a worker …" for every policy block,
// including the ones a worker hits, where no securitypolicyviolation event reaches the page.
const REFUSED = /Refused to |Content Security Policy|Content-Security-Policy/;

async function watchPolicy(context: BrowserContext, found: BlockedByPolicy[]): Promise<void> {
  await context.exposeBinding('__reportCspViolation', ({ page }, report: ViolationReport) => {
    const where = report.sourceFile ? ` at ${report.sourceFile}:${report.line}` : '';
    found.push({
      kind: 'violation',
      text: `${report.directive} blocked ${report.blockedURI || '(inline)'}${where}${report.sample ? ` — ${report.sample}` : ''}`,
      page: page.url(),
    });
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      void window.__reportCspViolation?.({
        directive: event.effectiveDirective,
        blockedURI: event.blockedURI,
        sourceFile: event.sourceFile,
        line: event.lineNumber,
        sample: event.sample,
      });
    });
  });
  context.on('console', (message) => {
    if (REFUSED.test(message.text())) found.push({ kind: 'console', text: message.text(), page: message.page()?.url() ?? '' });
  });
  context.on('response', (response) => {
    if (/^\/favicon\.(ico|svg)$/.test(new URL(response.url()).pathname) && response.status() >= 400) {
      found.push({ kind: 'favicon', text: `${response.status()} ${response.url()}`, page: response.frame().url() });
    }
  });
}

export const test = base.extend<{ blockedByPolicy: BlockedByPolicy[] }>({
  blockedByPolicy: [
    async ({ context }, use) => {
      const found: BlockedByPolicy[] = [];
      await watchPolicy(context, found);
      await use(found);
      expect(found, 'the page ran into the security headers (CSP, nosniff) or missed its icon').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
