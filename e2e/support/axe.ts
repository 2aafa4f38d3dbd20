import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Runs axe-core on the page as it is and fails on any violation, listing each rule, its impact
 * and the offending elements so the report says what to fix.
 */
export async function expectNoAxeViolations(page: Page, context = page.url()): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const report = results.violations.map((violation) => {
    const nodes = violation.nodes
      .slice(0, 5)
      .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`)
      .join('\n');
    return `- ${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n${nodes}`;
  });
  expect(report, `axe violations on ${context}:\n${report.join('\n')}`).toEqual([]);
}
