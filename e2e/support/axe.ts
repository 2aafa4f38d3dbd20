import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';

/**
 * axe-core itself, the current release, evaluated in the page (past any content security policy).
 * Not @axe-core/playwright: its releases trail axe-core's and the current one needs Node 22
 * (docs/decisions/0022-current-axe-core.md).
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Runs axe-core on the page as it is and fails on any violation, listing each rule, its impact
 * and the offending elements so the report says what to fix.
 */
export async function expectNoAxeViolations(page: Page, context = page.url()): Promise<void> {
  await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(() =>
    (window as unknown as { axe: { run: (context: Document) => Promise<AxeResults> } }).axe.run(document),
  );
  const report = results.violations.map((violation) => {
    const nodes = violation.nodes
      .slice(0, 5)
      .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`)
      .join('\n');
    return `- ${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n${nodes}`;
  });
  expect(report, `axe violations on ${context}:\n${report.join('\n')}`).toEqual([]);
}
