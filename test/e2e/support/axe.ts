import fs from 'node:fs';
import type { AxeResults, ImpactValue, Result, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';
import { waitForAnimationsToSettle } from './pageCondition';

/**
 * axe-core in the page: the WCAG 2.0 and 2.1 A and AA rules and axe's best practices (decision 96 in docs/decisions/
 * says why the best practices too). Violations of impact serious or critical fail a check (issue 14), and so do those of the
 * heading rules whatever their impact (issue 27).
 *
 *   expect(await seriousAxeViolations(page)).toEqual([]);   // a failure lists each rule, its impact and targets
 *   expect(await headingAxeViolations(page)).toEqual([]);
 */
const RUN_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
  resultTypes: ['violations'],
};

const FAILING_IMPACTS: ImpactValue[] = ['serious', 'critical'];

/** axe.min.js is one expression that sets window.axe. */
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
/** Sent as source text: the specs compile without the DOM's types. */
const AXE_LOADED = "typeof window.axe === 'object'";

/** One violation as a line a failing test shows: rule, impact, what it means and every element it found. */
function describeViolation(violation: Result): string {
  const targets = violation.nodes.map((node) => node.target.join(' ')).join(' | ');
  return `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.length} element(s): ${targets}`;
}

/**
 * Runs axe with `options` over the page as it is once its animations have settled, and returns its violations. axe
 * goes in the first time (a full page load drops it) through page.evaluate, which runs outside the page's
 * Content-Security-Policy: the policy refuses an inline script tag (page.addScriptTag), and the pages are checked
 * under their real policy rather than in a context that bypasses it.
 */
async function axeViolations(page: Page, options: RunOptions): Promise<Result[]> {
  if (!(await page.evaluate(AXE_LOADED))) await page.evaluate(AXE_SOURCE);
  await waitForAnimationsToSettle(page);
  return ((await page.evaluate(`window.axe.run(document, ${JSON.stringify(options)})`)) as AxeResults).violations;
}

/** The page's serious and critical violations, described. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  return (await axeViolations(page, RUN_OPTIONS)).filter((violation) => FAILING_IMPACTS.includes(violation.impact ?? null)).map(describeViolation);
}

/**
 * axe's rules on a page's headings: it has an h1, and no heading goes down more than one level from the one before
 * (modal dialogs' included, which follow the page's). Their impact is moderate, so seriousAxeViolations lets them
 * pass; issue 27 found seven screens without an h1 and the form's tiers skipping levels, so these fail on their own.
 */
const HEADING_RULES: RunOptions = { runOnly: { type: 'rule', values: ['page-has-heading-one', 'heading-order'] }, resultTypes: ['violations'] };

/** The page's violations of the heading rules, whatever their impact, described. */
export async function headingAxeViolations(page: Page): Promise<string[]> {
  return (await axeViolations(page, HEADING_RULES)).map(describeViolation);
}
