import type { Locator, Page } from 'playwright-core';
import type { Tournament } from '../../src/domain/tournament';
import { TournamentStatus } from '../../src/domain/enums';
import { assertHeading, assertToast, gameOption, unexpectedBrowserProblems } from './support/consolePages';
import { assertConsoleShown, startConsole, type ConsoleSession } from './support/consoleSession';
import { expectFocusKeptIn, expectFocusOn, expectFocusRing, isFocused, tabTo } from './support/keyboard';
import { assertOnLoginForm } from './support/signInPages';
import { publishDialog } from './support/publishAndCancel';

/**
 * Issue 14: a tournament created and published with the keyboard alone. Only page.keyboard acts (Tab, Shift+Tab,
 * Enter, Space, arrows, typing); locators only find what to expect and read what has focus. At 860 px the navbar's
 * row has no room for every link, so its '…' menu is used too.
 */
const VIEWPORT = { width: 860, height: 800 };

/** Tab (Shift+Tab backwards) to `target`, which shows its focus ring. */
async function reach(page: Page, target: Locator, options?: Parameters<typeof tabTo>[2]): Promise<void> {
  await tabTo(page, target, options);
  await expectFocusRing(page);
}

async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await reach(page, field);
  await page.keyboard.type(text);
}

/** A navbar link: Tab to it in the row, or through the '…' menu (Enter opens it on its first item, arrows move). */
async function followNavLink(page: Page, label: string): Promise<void> {
  const navbar = page.getByRole('navigation', { name: 'Main' });
  const inRow = navbar.getByRole('link', { name: label, exact: true });
  if (await inRow.isVisible()) {
    await reach(page, inRow, { backwards: true });
  } else {
    await reach(page, navbar.getByRole('button', { name: 'More links' }), { backwards: true });
    await page.keyboard.press('Enter');
    const item = navbar.getByRole('menuitem', { name: label, exact: true });
    for (let presses = 0; !(await isFocused(item)); presses++) {
      if (presses === 7) throw new Error(`No '${label}' in the '…' menu`);
      await page.keyboard.press('ArrowDown');
    }
    await expectFocusRing(page);
  }
  await page.keyboard.press('Enter');
}

/**
 * Presses `add` (a condition's or a tier's): the focus goes into the new `region`, above the add button (issue 27).
 * Then Enter on `choose`, further on in that region, opens its picker. Returns the `choose` button, which gets focus
 * back when the picker closes.
 */
async function addAndOpenPicker(page: Page, add: string, region: string, choose: string): Promise<Locator> {
  await reach(page, page.getByRole('button', { name: add, exact: true }), { backwards: true });
  await page.keyboard.press('Enter');
  const added = page.getByRole('region', { name: region });
  await added.locator(':focus').waitFor();
  const opener = added.getByRole('button', { name: choose, exact: true });
  await reach(page, opener);
  await page.keyboard.press('Enter');
  return opener;
}

/** The strip's games, by name, in order. */
function stripOrder(strip: Locator): Promise<string[]> {
  return strip.locator('.selected-games-strip__name').allTextContents();
}

describe('creating and publishing a tournament with the keyboard alone in Chromium', () => {
  let session: ConsoleSession | undefined;
  const page = () => session!.page;
  const api = <T>(path: string) => session!.getJson<T>(path);
  const title = 'Keyboard cup';
  let games: { id: number; game_name: string }[] = [];
  let bonusCode = '';
  let tournamentId = 0;

  beforeAll(async () => {
    session = await startConsole({ signIn: false, viewport: VIEWPORT });
    games = await api<{ id: number; game_name: string }[]>('/api/game-feeds/infos?take=3');
    bonusCode = (await api<{ code: string }[]>('/api/bonuses'))[0].code;
  });

  afterAll(() => session?.stop());

  it('signs in', async () => {
    await page().goto(session!.url('/'));
    await assertOnLoginForm(page());
    // The provider's own page: its focus style is not the console's.
    for (const [label, text] of [['Username', 'admin'], ['Password', 'admin']]) {
      await tabTo(page(), page().getByLabel(label));
      await page().keyboard.type(text);
    }
    await page().keyboard.press('Enter');
    await assertConsoleShown(page());
  });

  it("opens 'Create tournament' from the navbar's '…' menu", async () => {
    expect(await page().getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Create tournament', exact: true }).isVisible()).toBe(false);
    await followNavLink(page(), 'Create tournament');
    await assertHeading(page(), 'Create tournament');
  });

  it('fills the form: fields, the terms text, whose Tab moves on', async () => {
    await typeInto(page(), page().getByLabel('Title', { exact: true }), title);
    for (const label of ['Hero image (desktop)', 'Hero image (mobile)', 'List image']) await typeInto(page(), page().getByLabel(label, { exact: true }), session!.url('/thumbnails/games/1.svg'));
    await typeInto(page(), page().getByLabel('Call to action text', { exact: true }), 'Join now');
    const terms = page().locator('#terms_and_conditions_text .ql-editor');
    await typeInto(page(), terms, 'Play fair.');
    await page().keyboard.press('Tab');
    expect(await isFocused(terms)).toBe(false);
    expect(await terms.innerHTML()).toBe('<p>Play fair.</p>');
  });

  it('picks three games in the game picker, whose focus stays inside and returns to its opener', async () => {
    const chooseGames = await addAndOpenPicker(page(), 'Add condition', 'Condition 1', 'Choose games');

    const picker = page().getByRole('dialog', { name: 'Select games' });
    // One tab stop: the list keeps focus and names its active game; arrows, Home and End move it, Space selects.
    const list = picker.getByRole('listbox', { name: 'Games' });
    await reach(page(), list);
    /** The name of the game the list names as active. */
    const activeGame = async () => {
      const id = await list.getAttribute('aria-activedescendant');
      return id === null ? null : list.locator(`[id="${id}"] .game-row__name`).textContent();
    };
    const [first, second, third] = games.map((game) => game.game_name);
    expect(await activeGame()).toBe(first);
    await page().keyboard.press('Space');
    await page().keyboard.press('ArrowDown');
    await page().keyboard.press('ArrowDown');
    expect(await activeGame()).toBe(third);
    await page().keyboard.press('ArrowUp');
    expect(await activeGame()).toBe(second);
    await page().keyboard.press('Enter');
    await page().keyboard.press('ArrowDown');
    await page().keyboard.press('Space');
    // The last game loaded, scrolled into view; Home back to the first.
    await page().keyboard.press('End');
    expect(await activeGame()).not.toBe(third);
    await page().keyboard.press('Home');
    expect(await activeGame()).toBe(first);
    expect(await isFocused(list)).toBe(true);
    await expectFocusRing(page());
    // The active game shows the ring the keyboard follows, inside the list's own.
    const activeOutline = await list.locator('.game-row--active').evaluate((row) => (globalThis as unknown as { getComputedStyle(element: unknown): { outlineStyle: string } }).getComputedStyle(row).outlineStyle);
    expect(activeOutline).toBe('solid');
    await picker.getByText('3 games selected', { exact: true }).waitFor();
    for (const name of [first, second, third]) await gameOption(picker, name).and(list.getByRole('option', { selected: true })).waitFor();
    await expectFocusKeptIn(page(), picker, 12);
    // Back from the list: the search box is the first control, and Shift+Tab there goes round to the last.
    await reach(page(), picker.getByRole('button', { name: 'Save Changes', exact: true }), { backwards: true, limit: 20 });
    await page().keyboard.press('Enter');
    await picker.waitFor({ state: 'hidden' });
    await expectFocusOn(page(), chooseGames);
    await expectFocusRing(page());
  });

  it('reorders the games with their ← → buttons, focus staying on the moved game and its new place said', async () => {
    const condition = page().getByRole('region', { name: 'Condition 1' });
    const strip = condition.getByRole('list', { name: 'Selected games' });
    const [first, second, third] = games.map((game) => game.game_name);
    expect(await stripOrder(strip)).toEqual([first, second, third]);
    const status = condition.getByRole('status');

    await reach(page(), strip.getByRole('button', { name: `Move ${first} right`, exact: true }));
    await page().keyboard.press('Enter');
    await status.getByText(`${first} moved to position 2 of 3`, { exact: true }).waitFor();
    expect(await stripOrder(strip)).toEqual([second, first, third]);
    expect(await isFocused(strip.getByRole('button', { name: `Move ${first} right`, exact: true }))).toBe(true);

    await page().keyboard.press('Enter');
    await status.getByText(`${first} moved to position 3 of 3`, { exact: true }).waitFor();
    expect(await stripOrder(strip)).toEqual([second, third, first]);
    // At the end its → is disabled: focus is on its ←.
    expect(await isFocused(strip.getByRole('button', { name: `Move ${first} left`, exact: true }))).toBe(true);
  });

  it('adds a tier and chooses its bonus in the bonus picker, with Enter on its row', async () => {
    const chooseBonus = await addAndOpenPicker(page(), 'Add tier', 'Tier 1', 'Choose bonus');

    const picker = page().getByRole('dialog', { name: 'Select Bonus' });
    await reach(page(), picker.getByRole('row').filter({ has: page().getByRole('cell', { name: bonusCode, exact: true }) }));
    await page().keyboard.press('Enter');
    await picker.waitFor({ state: 'hidden' });
    await expectFocusOn(page(), chooseBonus);
    await expectFocusRing(page());
    expect(await page().getByRole('region', { name: 'Tier 1' }).getByLabel('Bonus code', { exact: true }).inputValue()).toBe(bonusCode);
  });

  it("creates it: 'Tournament created', and its page opens", async () => {
    await reach(page(), page().getByRole('button', { name: 'Create', exact: true }));
    await page().keyboard.press('Enter');
    await assertToast(page(), 'Tournament created');
    await page().waitForURL(/\/tournament\/\d+$/);
    tournamentId = Number(new URL(page().url()).pathname.split('/').at(-1));
    await assertHeading(page(), `Draft tournament - ${title}`);
  });

  it('publishes it: In Progress, with the games in the order given', async () => {
    await reach(page(), page().getByRole('button', { name: 'Publish', exact: true }));
    await page().keyboard.press('Enter');
    // Its confirmation says what goes live: Tab reaches its own Publish.
    await reach(page(), publishDialog(page()).getByRole('button', { name: 'Publish', exact: true }));
    await page().keyboard.press('Enter');
    await assertHeading(page(), `In Progress tournament - ${title}`);
    // Publish is gone with the Draft: focus is on the heading that says the new status, Tab going on from it.
    await expectFocusOn(page(), page().getByRole('heading', { name: `In Progress tournament - ${title}`, exact: true }));
    const published = await api<Tournament>(`/api/tournaments/${tournamentId}`);
    expect(published.status).toBe(TournamentStatus.InProgress);
    expect(published.terms_and_conditions_text).toBe('<p>Play fair.</p>');
    expect(published.wagering_conditions.map((condition) => condition.casino_game_ids)).toEqual([[games[1].id, games[2].id, games[0].id]]);
    expect(published.tiers.map((saved) => saved.bonus.code)).toEqual([bonusCode]);
  });

  it('opens the Assign player dialog and the Cancel question and leaves both, focus back on their buttons', async () => {
    const assign = page().getByRole('button', { name: 'Assign player', exact: true });
    await reach(page(), assign);
    await page().keyboard.press('Enter');
    const dialog = page().getByRole('dialog', { name: 'Assign player' });
    await expectFocusOn(page(), dialog.getByRole('textbox', { name: 'Player ID' }));
    await expectFocusKeptIn(page(), dialog, 4);
    await page().keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expectFocusOn(page(), assign);

    const cancel = page().getByRole('button', { name: 'Cancel', exact: true });
    // Last of the header's buttons, after Assign player (issue 27).
    await reach(page(), cancel);
    await page().keyboard.press('Enter');
    await expectFocusOn(page(), page().getByRole('button', { name: 'No, keep it running', exact: true }));
    await page().keyboard.press('Enter');
    await expectFocusOn(page(), cancel);
    await assertHeading(page(), `In Progress tournament - ${title}`);
  });

  it('moves along its tabs with the arrow keys, each tab named by its label alone', async () => {
    await reach(page(), page().getByRole('tab', { name: 'Tournament', exact: true, selected: true }));
    await page().keyboard.press('ArrowRight');
    await expectFocusOn(page(), page().getByRole('tab', { name: 'Leaderboard', exact: true }));
    await expectFocusRing(page());
    await page().keyboard.press('Enter');
    await page().waitForURL(/#\/leaderboard$/);
  });

  it('shows it on the Scheduled list, since it starts in the next hour', async () => {
    await followNavLink(page(), 'Scheduled');
    await assertHeading(page(), 'Scheduled tournaments');
    await page().locator(`a[href="/tournament/${tournamentId}"]`).getByText(title, { exact: true }).waitFor();
  });

  it("showed no browser errors or warnings but the development build's findDOMNode notices", () => {
    expect(unexpectedBrowserProblems(session!)).toEqual([]);
  });
});
