import fs from 'node:fs';
import { LIST_PAGES, assertHeading, assertUserMenuName, chooseUserMenuItem, clickNavLink } from './support/consolePages';
import { startConsole, type ConsoleSession } from './support/consoleSession';
import { saveRunningPageScreenshot } from './support/readmeScreenshots';
import { readActionLog, replayActions, saveAndReloadActionLog } from './support/recordedActions';
import { assertOnLoginForm } from './support/signInPages';

/** One signed-in visit in order: the landing page, the list pages, the recorded actions, sign-out. */
describe('the console shell in Chromium with the demo data', () => {
  let session: ConsoleSession | undefined;
  const page = () => session!.page;

  beforeAll(async () => {
    session = await startConsole();
  });

  afterAll(() => session?.stop());

  it("lands on 'Running tournaments' with the demo data, the user menu showing 'Admin User'", async () => {
    const running = await session!.getJson<{ id: number; title: string }[]>('/api/tournaments/running');
    expect(running.length).toBeGreaterThan(0);
    await assertHeading(page(), 'Running tournaments');
    for (const { id, title } of running) {
      await page().locator(`a[href="/tournament/${id}"]`).getByText(title, { exact: true }).waitFor();
    }
    await assertUserMenuName(page(), 'Admin User');
    expect(await page().title()).toBe('Running tournaments');
  });

  it('saves the Running page at 1280×800 for the README', async () => {
    const screenshot = await saveRunningPageScreenshot(page(), 'running-tournaments.png');
    expect(fs.statSync(screenshot).size).toBeGreaterThan(10_000);
  });

  it('opens each list page from the navbar', async () => {
    for (const { link, title } of LIST_PAGES) {
      await clickNavLink(page(), link);
      await assertHeading(page(), title);
    }
  });

  it("moves the links a narrower row cannot fit into a '…' menu right after the last link shown", async () => {
    const navbar = page().getByRole('navigation', { name: 'Main' });
    const more = navbar.getByRole('button', { name: 'More links' });
    expect(await more.count()).toBe(0);
    // The links' widths depend on the machine's fonts: narrow the window by the row's slack plus its last link
    // (source text: the specs compile without the DOM's types).
    const narrower = (await page().evaluate(`(() => {
      const row = document.querySelector('.navbar-links-row');
      const items = [...row.children].map((item) => item.getBoundingClientRect());
      const slack = row.nextElementSibling.getBoundingClientRect().left - row.getBoundingClientRect().right - parseFloat(getComputedStyle(row.parentElement).columnGap);
      return Math.floor(window.innerWidth - slack - (items[items.length - 1].right - items[items.length - 2].right));
    })()`)) as number;
    expect(narrower).toBeGreaterThanOrEqual(768);
    await page().setViewportSize({ width: narrower, height: 800 });
    await more.waitFor();
    // Role queries skip the links moved into the menu (hidden in the row).
    const shown = await Promise.all((await navbar.getByRole('listitem').all()).map((item) => item.boundingBox()));
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.length).toBeLessThan(7);
    const lastShownEnd = Math.max(...shown.map((box) => box!.x + box!.width));
    expect(Math.abs((await more.boundingBox())!.x - lastShownEnd)).toBeLessThanOrEqual(1);
    await page().setViewportSize({ width: 1280, height: 800 });
  });

  it('recorded every action, and replaying them through the root reducer reaches the same state', async () => {
    const log = saveAndReloadActionLog(await readActionLog(page()));
    const types = log.actions.map((action) => action.type);
    expect(types).toContain('auth/signedIn');
    expect(types.filter((type) => type.startsWith('tournaments/')).length).toBeGreaterThanOrEqual(LIST_PAGES.length);
    expect(replayActions(log.actions)).toEqual(log.finalState);
    // The replay is not trivially equal: without the log the state is the initial one.
    expect(replayActions([])).not.toEqual(log.finalState);
  });

  it('logged no errors, warnings or serializability complaints in the browser', () => {
    expect(session!.browserProblems.filter((problem) => /non-serializable/i.test(problem))).toEqual([]);
    expect(session!.browserProblems).toEqual([]);
  });

  it("'Sign out' in the user menu ends the session and returns to the login page", async () => {
    await chooseUserMenuItem(page(), 'Sign out');
    await assertOnLoginForm(page());
    expect(page().url()).toContain('/realms/tournaments/protocol/openid-connect/auth');
  });
});
