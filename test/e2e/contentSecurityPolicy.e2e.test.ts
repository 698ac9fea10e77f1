import type { Page } from 'playwright-core';
import type { Tournament } from '../../src/domain/tournament';
import { assertHeading, assertToast, clickNavLink, goToPath, unexpectedBrowserProblems, unsavedChangesIndicator } from './support/consolePages';
import { signInToConsole, startConsole, type ConsoleSession } from './support/consoleSession';
import { findDemoDraft } from './support/demoDrafts';
import { waitForPageCondition } from './support/pageCondition';

interface PolicyViolation {
  page: string;
  directive: string;
  blocked: string;
  sample: string;
}

/**
 * Reports every securitypolicyviolation event of every page and frame (keycloak-js's iframes too) to the test,
 * and counts those the test has received in window.receivedViolations.
 */
const REPORT_VIOLATIONS = `document.addEventListener('securitypolicyviolation', (event) => window.reportPolicyViolation({
  page: location.href, directive: event.effectiveDirective, blocked: event.blockedURI, sample: event.sample,
}).then(() => { window.receivedViolations = (window.receivedViolations || 0) + 1; }));`;

/** The violations of the page's context from its next navigation on. */
async function recordPolicyViolations(page: Page): Promise<PolicyViolation[]> {
  const violations: PolicyViolation[] = [];
  await page.context().exposeBinding('reportPolicyViolation', (_source, violation: PolicyViolation) => {
    violations.push(violation);
  });
  await page.context().addInitScript(REPORT_VIOLATIONS);
  return violations;
}

/** What Chromium logs when the policy blocks an inline event handler. */
const INLINE_HANDLER_BLOCKED = /^error: Executing inline event handler violates .*'script-src 'self''/;

/** The terms editor's markup, as Quill holds it. */
const termsEditor = (page: Page) => page.locator('#terms_and_conditions_text .ql-editor');
const editorMarkup = (page: Page) => termsEditor(page).innerHTML();
const planted = (page: Page) => page.evaluate('window.__xss');

/** Terms with every format of the editor, typed as a person would: keyboard shortcuts, the toolbar, the link tooltip. */
async function typeFormattedTerms(page: Page): Promise<void> {
  const keyboard = page.keyboard;
  await termsEditor(page).click();
  await keyboard.press('Control+End');
  await keyboard.press('Enter');
  await keyboard.type('Rules');
  await page.locator('#terms_and_conditions_text .ql-picker.ql-header').click();
  await page.locator('#terms_and_conditions_text .ql-picker-item[data-value="2"]').click();
  await keyboard.press('End');
  await keyboard.press('Enter');
  for (const [shortcut, text] of [['Control+B', 'bold'], ['Control+I', 'italic'], ['Control+U', 'underlined']]) {
    await keyboard.press(shortcut);
    await keyboard.type(text);
    await keyboard.press(shortcut);
    await keyboard.type(' ');
  }
  await keyboard.press('Enter');
  // Quill's list shortcuts: "1. " starts an ordered list, Enter on an empty item ends the list; the toolbar's indent
  // button nests an item (Tab leaves the editor, issue 14).
  await keyboard.type('1. first');
  await keyboard.press('Enter');
  await page.locator('#terms_and_conditions_text').getByRole('button', { name: 'Increase indent', exact: true }).click();
  await keyboard.type('indented');
  await keyboard.press('Enter');
  await keyboard.press('Enter');
  await keyboard.type('- bullet');
  await keyboard.press('Enter');
  await keyboard.press('Enter');
  await keyboard.type('See terms');
  await keyboard.press('Shift+Home');
  await keyboard.press('Control+K');
  const linkInput = page.locator('#terms_and_conditions_text .ql-tooltip.ql-editing input[type=text]');
  await linkInput.fill('https://example.test/terms?a=1&b=2');
  await linkInput.press('Enter');
}

/**
 * One signed-in visit (issue 16, "No stored script"): every screen works under the console's
 * Content-Security-Policy without a violation; terms typed with every format are stored as typed; terms
 * holding script planted in the database load without it; and script put in the page anyway is blocked.
 */
describe('the Content-Security-Policy in Chromium with the demo data', () => {
  let session: ConsoleSession | undefined;
  let violations: PolicyViolation[] = [];
  const page = () => session!.page;

  beforeAll(async () => {
    session = await startConsole({ signIn: false });
    violations = await recordPolicyViolations(session.page);
    await page().goto(session.url('/'));
    await signInToConsole(page(), 'admin', 'admin');
  });

  afterAll(() => session?.stop());

  it('serves the console with the policy and an index.html without inline script', async () => {
    const response = await fetch(session!.url('/draft'));
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self';");
    const html = await response.text();
    expect(html).toContain('<script defer src="/main.js"></script>');
    expect(html.match(/<script(?![^>]*\ssrc=)[^>]*>/g)).toBeNull();
  });

  it('signs in and opens every list page without a violation', async () => {
    for (const [link, title] of [['Scheduled', 'Scheduled tournaments'], ['Completed', 'Completed tournaments'], ['Draft', 'Draft tournaments'], ['Running', 'Running tournaments']]) {
      await clickNavLink(page(), link);
      await assertHeading(page(), title);
    }
    await clickNavLink(page(), 'Unsent bonuses');
    await page().getByRole('table').first().waitFor();
    expect(violations).toEqual([]);
  });

  it("stores terms typed with every format of the editor as the editor wrote them (the server's <br /> aside)", async () => {
    const draft = await findDemoDraft(session!, 'ready to publish', (tournament) => tournament.terms_and_conditions_text !== '');
    await goToPath(session!, `/tournament/${draft.id}`);
    await assertHeading(page(), `Draft tournament - ${draft.title}`);
    await typeFormattedTerms(page());
    const typed = await editorMarkup(page());
    expect(typed).toContain('<h2>Rules</h2>');
    expect(typed).toContain('<strong>bold</strong> <em>italic</em> <u>underlined</u>');
    expect(typed).toContain('<ol><li>first</li><li class="ql-indent-1">indented</li></ol><ul><li>bullet</li></ul>');
    expect(typed).toContain('<a href="https://example.test/terms?a=1&amp;b=2" rel="noopener noreferrer" target="_blank">See terms</a>');

    await page().getByRole('region', { name: 'Save bar' }).getByRole('button', { name: 'Save', exact: true }).click();
    await assertToast(page(), 'Tournament saved');
    const stored = await session!.getJson<Tournament>(`/api/tournaments/${draft.id}`);
    expect(stored.terms_and_conditions_text.replaceAll('<br />', '<br>')).toBe(typed);
    expect(violations).toEqual([]);
  });

  it('opens the leaderboard tab of a running tournament without a violation', async () => {
    const running = await session!.getJson<{ id: number; title: string }[]>('/api/tournaments/running');
    const { id, title } = running[0];
    await goToPath(session!, `/tournament/${id}#/leaderboard`);
    await assertHeading(page(), `In Progress tournament - ${title}`);
    await page().getByRole('navigation', { name: 'Leaderboard pages' }).waitFor();
    expect(violations).toEqual([]);
  });

  it('opens a tournament whose stored terms hold script (planted in the database, as old data would) without running it', async () => {
    const draft = await findDemoDraft(session!, 'with terms text', (tournament) => tournament.terms_and_conditions_text !== '');
    await session!.server.ctx.db
      .updateTable('tournaments')
      .set({ terms_and_conditions_text: '<p>Planted terms</p><img src=x onerror="window.__xss=1"><p onclick="window.__xss=2">more</p>' })
      .where('id', '=', draft.id)
      .execute();
    await goToPath(session!, `/tournament/${draft.id}`);
    await assertHeading(page(), `Draft tournament - ${draft.title}`);
    await termsEditor(page()).getByText('Planted terms').waitFor();
    expect(await planted(page())).toBeUndefined();
    expect(await editorMarkup(page())).toBe('<p>Planted terms</p><p>more</p>');
    // Loading left out the script: no edit, nothing to save.
    expect(await unsavedChangesIndicator(page()).count()).toBe(0);
    // Chromium 156.0.8078.108 reports the inline handlers of markup that DOMPurify parses into its inert document
    // (DOMParser) as blocked, though none runs (window.__xss above); earlier builds reported nothing. Either way,
    // nothing but a blocked inline handler.
    expect(violations.filter((violation) => violation.directive !== 'script-src-attr' || violation.blocked !== 'inline')).toEqual([]);
    expect(unexpectedBrowserProblems(session!).filter((problem) => !INLINE_HANDLER_BLOCKED.test(problem))).toEqual([]);
  });

  it('blocks an inline handler that reaches the page anyway, and reports it', async () => {
    // An empty data: image fails at once, firing its error event.
    const [reported, problems] = [violations.length, unexpectedBrowserProblems(session!).length];
    await page().evaluate('document.body.insertAdjacentHTML("beforeend", `<img src="data:," onerror="window.__xss=3">`)');
    await waitForPageCondition(page(), `window.receivedViolations === ${reported + 1}`);
    expect(await planted(page())).toBeUndefined();
    expect(violations.slice(reported)).toEqual([expect.objectContaining({ directive: 'script-src-attr', blocked: 'inline' })]);
    expect(unexpectedBrowserProblems(session!).slice(problems)).toEqual([expect.stringMatching(INLINE_HANDLER_BLOCKED)]);
  });
});
