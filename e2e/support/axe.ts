import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

// The accessibility check of issue 14: axe-core on the page as it is now (a state: a popover open, an error
// shown), WCAG 2.1 A/AA plus axe's best practices; serious and critical findings fail the test.

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);

export interface AxeFinding {
  rule: string;
  impact: string;
  help: string;
  /** CSS selectors of the first few offending nodes. */
  targets: string[];
}

/** The serious and critical violations on the page right now. */
export async function seriousAxeFindings(page: Page): Promise<AxeFinding[]> {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return results.violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
}

/** Fails with the list of findings (rule, impact, where) when axe finds anything serious or critical. */
export async function expectNoSeriousAxeFindings(page: Page, where: string): Promise<void> {
  const findings = await seriousAxeFindings(page);
  expect(findings, `axe on ${where}`).toEqual([]);
}
