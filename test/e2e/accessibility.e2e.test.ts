import type { Locator, Page } from 'playwright-core';
import { headingAxeViolations, seriousAxeViolations } from './support/axe';
import { LIST_PAGES, assertHeading, clickNavLink, goToPath } from './support/consolePages';
import { startConsole, type ConsoleSession } from './support/consoleSession';
import { findDemoDraft } from './support/demoDrafts';
import { waitForPageCondition } from './support/pageCondition';
import { runSimulation } from './support/simulatePanel';
import { freePort } from './support/testServer';

/** The demo running tournament with a leaderboard of 300 players (leaderboard.e2e's). */
const RUNNING_TITLE = 'Spring Slots Sprint';

/** Steps, named as a person would do them. */
async function pressButton(scope: Page | Locator, name: string): Promise<void> {
  await scope.getByRole('button', { name, exact: true }).click();
}

/** axe's serious findings and those on the headings (issue 27): every case expects none. */
async function axeFindings(page: Page): Promise<string[]> {
  return [...(await seriousAxeViolations(page)), ...(await headingAxeViolations(page))];
}

/** The texts of the page's level-1 headings: each screen has one, its name (issue 27). */
const headingOneTexts = (page: Page) => page.getByRole('heading', { level: 1 }).allInnerTexts();

/** axe's findings while `dialog` is open; `close` then shuts it whatever they are, so that the next case starts without it. */
async function violationsInDialog(page: Page, dialog: Locator, close: () => Promise<void>): Promise<string[]> {
  await dialog.waitFor();
  try {
    return await axeFindings(page);
  } finally {
    await close();
    await dialog.waitFor({ state: 'hidden' });
  }
}

/** The tab's panel once it is shown, loaded (no spinner) and settled. */
async function showTab(page: Page, tab: Locator): Promise<void> {
  await tab.click();
  await waitForPageCondition(page, "document.querySelector('.ant-tabs-tabpane-active .ant-spin-spinning') === null");
}

/**
 * Issue 14: axe-core over every screen and dialog of the console, with the demo data. A case fails listing each
 * serious or critical violation, and each of the heading rules' (issue 27): its rule, impact, summary and the elements
 * it found. Each screen also names itself in its one h1.
 */
describe('accessibility (axe-core) of every screen and dialog in Chromium with the demo data', () => {
  let session: ConsoleSession | undefined;
  const page = () => session!.page;
  const api = <T>(path: string) => session!.getJson<T>(path);

  beforeAll(async () => {
    session = await startConsole();
  });

  afterAll(() => session?.stop());

  /** The first of these tournaments whose Bonus Outbox has entries. */
  async function firstWithOutbox<T extends { id: number }>(tournaments: T[]): Promise<T> {
    for (const tournament of tournaments) if ((await api<unknown[]>(`/api/bonus-outbox/tournament/${tournament.id}`)).length > 0) return tournament;
    throw new Error('The demo data has no completed tournament with bonus outbox entries');
  }

  it.each(LIST_PAGES)('the $link list', async ({ link, title }) => {
    await clickNavLink(page(), link);
    await assertHeading(page(), title);
    await page().getByRole('list', { name: 'Tournaments', exact: true }).getByRole('listitem').first().waitFor();
    expect(await headingOneTexts(page())).toEqual([title]);
    expect(await axeFindings(page())).toEqual([]);
  });

  it('the Create page', async () => {
    await clickNavLink(page(), 'Create tournament');
    await assertHeading(page(), 'Create tournament');
    // With a condition and a tier, so that their controls (the pickers' buttons, the row tools) are checked too.
    await pressButton(page(), 'Add condition');
    await pressButton(page(), 'Add tier');
    expect(await headingOneTexts(page())).toEqual(['Create tournament']);
    expect(await axeFindings(page())).toEqual([]);
  });

  it('the game picker', async () => {
    await page().getByRole('region', { name: 'Condition 1' }).getByRole('button', { name: 'Choose games', exact: true }).click();
    const picker = page().getByRole('dialog', { name: 'Select games' });
    await picker.getByRole('option').first().click();
    await picker.getByRole('option', { selected: true }).first().waitFor();
    expect(await violationsInDialog(page(), picker, () => pressButton(picker, 'Save Changes'))).toEqual([]);
  });

  it('the bonus picker', async () => {
    await page().getByRole('region', { name: 'Tier 1' }).getByRole('button', { name: 'Choose bonus', exact: true }).click();
    const picker = page().getByRole('dialog', { name: 'Select Bonus' });
    const firstBonus = picker.getByRole('row').nth(1);
    await firstBonus.waitFor();
    expect(await violationsInDialog(page(), picker, () => firstBonus.click())).toEqual([]);
  });

  it('draft recovery', async () => {
    await page().getByLabel('Title', { exact: true }).fill('Recovered cup');
    // Spec §4: autosaved 1 second after the last edit; a new visit to Create then offers it back.
    await waitForPageCondition(page(), "localStorage.getItem('incomplete_new_tournament')?.includes('Recovered cup') === true");
    await goToPath(session!, '/create');
    const prompt = page().getByRole('dialog', { name: 'Unfinished tournament' });
    expect(await violationsInDialog(page(), prompt, () => pressButton(prompt, 'No'))).toEqual([]);
  });

  it("a Draft's editor", async () => {
    const draft = await findDemoDraft(session!, 'at all', () => true);
    await goToPath(session!, `/tournament/${draft.id}`);
    await assertHeading(page(), `Draft tournament - ${draft.title}`);
    expect(await headingOneTexts(page())).toEqual([`Draft tournament - ${draft.title}`]);
    expect(await axeFindings(page())).toEqual([]);
  });

  it("the Simulate panel with a run's result (issue 27: its window's end was labelled by a placeholder alone)", async () => {
    const { panel } = await runSimulation(page());
    expect(await violationsInDialog(page(), panel, () => page().keyboard.press('Escape'))).toEqual([]);
  });

  describe('a running tournament', () => {
    beforeAll(async () => {
      const running = await api<{ id: number; title: string }[]>('/api/tournaments/running');
      await goToPath(session!, `/tournament/${running.find(({ title }) => title === RUNNING_TITLE)!.id}`);
      await assertHeading(page(), `In Progress tournament - ${RUNNING_TITLE}`);
    });

    it('every tab it enables', async () => {
      const tabs = page().getByRole('tab', { disabled: false });
      const names = await tabs.allTextContents();
      expect(names).toEqual(expect.arrayContaining(['Tournament', 'Leaderboard']));
      const findings: Record<string, { headingOne: string[]; violations: string[] }> = {};
      for (const name of names) {
        await showTab(page(), page().getByRole('tab', { name, exact: true }));
        findings[name] = { headingOne: await headingOneTexts(page()), violations: await axeFindings(page()) };
      }
      const heading = `In Progress tournament - ${RUNNING_TITLE}`;
      expect(findings).toEqual(Object.fromEntries(names.map((name) => [name, { headingOne: [heading], violations: [] }])));
    });

    it('assign player', async () => {
      await showTab(page(), page().getByRole('tab', { name: 'Tournament', exact: true }));
      await pressButton(page(), 'Assign player');
      const dialog = page().getByRole('dialog', { name: 'Assign player' });
      expect(await violationsInDialog(page(), dialog, () => pressButton(dialog, 'Close'))).toEqual([]);
    });

    it('repeat as a series (issue 28)', async () => {
      await showTab(page(), page().getByRole('tab', { name: 'Tournament', exact: true }));
      await pressButton(page(), 'Repeat as a series');
      const dialog = page().getByRole('dialog', { name: 'Repeat as a series' });
      await dialog.getByRole('list', { name: 'Next starts' }).waitFor();
      expect(await violationsInDialog(page(), dialog, () => pressButton(dialog, 'Cancel'))).toEqual([]);
    });

    it('adjust score', async () => {
      await showTab(page(), page().getByRole('tab', { name: 'Leaderboard', exact: true }));
      await pressButton(page(), 'Add score');
      const dialog = page().getByRole('dialog', { name: 'Adjust Score' });
      expect(await violationsInDialog(page(), dialog, () => pressButton(dialog, 'Close'))).toEqual([]);
    });
  });

  it("a Completed tournament's Bonus Outbox tab", async () => {
    const completed = await firstWithOutbox(await api<{ id: number; title: string }[]>('/api/tournaments/completed'));
    await goToPath(session!, `/tournament/${completed.id}#/bonus-outbox`);
    await assertHeading(page(), `Completed tournament - ${completed.title}`);
    await page().locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
    expect(await headingOneTexts(page())).toEqual([`Completed tournament - ${completed.title}`]);
    expect(await axeFindings(page())).toEqual([]);
  });

  it('the Unsent bonuses page', async () => {
    await clickNavLink(page(), 'Unsent bonuses');
    await page().getByRole('row').nth(1).getByRole('link').waitFor();
    expect(await headingOneTexts(page())).toEqual([expect.stringMatching(/^Unsent bonuses - \d+$/)]);
    expect(await axeFindings(page())).toEqual([]);
  });

  it('the Series page, and a series with its instances (issue 28)', async () => {
    await clickNavLink(page(), 'Series');
    const daily = page().getByRole('link', { name: 'Daily Happy Hours', exact: true });
    await daily.waitFor();
    const findings = { list: { headingOne: await headingOneTexts(page()), violations: await axeFindings(page()) } };
    await daily.click();
    await assertHeading(page(), 'Series - Daily Happy Hours');
    await page().getByRole('table', { name: 'Instances' }).getByRole('link').first().waitFor();
    const detail = { headingOne: await headingOneTexts(page()), violations: await axeFindings(page()) };
    expect({ ...findings, detail }).toEqual({ list: { headingOne: ['Series'], violations: [] }, detail: { headingOne: ['Series - Daily Happy Hours'], violations: [] } });
  });

  it('the page of an address the console does not have', async () => {
    await goToPath(session!, '/no-such-page');
    await page().getByText('Page not found', { exact: true }).waitFor();
    expect(await headingOneTexts(page())).toEqual(['Page not found']);
    expect(await axeFindings(page())).toEqual([]);
  });
});

/** unauthorized.e2e's set-up: an identity provider nobody answers for. */
describe('accessibility (axe-core) of the 401 page in Chromium', () => {
  let session: ConsoleSession | undefined;

  beforeAll(async () => {
    session = await startConsole({ signIn: false, env: { OIDC_ISSUER: `http://127.0.0.1:${await freePort()}/realms/tournaments` } });
  });

  afterAll(() => session?.stop());

  it("the '401 Unauthorized' page", async () => {
    await session!.page.goto(session!.url('/'));
    await session!.page.getByText('401 Unauthorized', { exact: true }).waitFor({ timeout: 30_000 });
    expect(await headingOneTexts(session!.page)).toEqual(['401 Unauthorized']);
    expect(await axeFindings(session!.page)).toEqual([]);
  });
});
