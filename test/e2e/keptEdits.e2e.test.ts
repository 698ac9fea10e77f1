import type { Browser, Locator, Page } from 'playwright-core';
import type { Booster, Tournament } from '../../src/domain/tournament';
import { validateTournament } from '../../src/domain/tournamentValidation';
import { assertToast } from './support/consolePages';
import { assertConsoleShown, signInToConsole, startConsole, type ConsoleSession } from './support/consoleSession';
import { findDemoDraft } from './support/demoDrafts';
import { waitForPageCondition } from './support/pageCondition';

/**
 * Issue 27 (decision 156): edits kept in the browser, a tournament's and its boosters', are offered back after the tab
 * closed; saved after another staff member saved the tournament meanwhile, they meet the conflict dialog instead of
 * overwriting what was saved.
 */

const textbox = (scope: Page | Locator, label: string) => scope.getByRole('textbox', { name: label, exact: true });
const boosterRow = (page: Page, number: number) => page.getByRole('region', { name: `Booster ${number}`, exact: true });
const pressButton = (page: Page, name: string) => page.getByRole('button', { name, exact: true }).click();
const openTab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true }).click();
const pressSave = (page: Page) => page.getByRole('region', { name: 'Save bar' }).getByRole('button', { name: 'Save', exact: true }).click();

/** Another staff member: a browser of their own, signed in, on `url`. */
async function openOtherBrowser(browser: Browser, url: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await page.goto(url);
  await signInToConsole(page, 'admin', 'admin');
  return page;
}

describe('edits kept in the browser, restored after someone else saved, in Chromium', () => {
  let session: ConsoleSession | undefined;

  beforeAll(async () => {
    session = await startConsole();
  });
  afterAll(() => session?.stop());

  it("offers the tournament's and the boosters' edits back in one offer, and their Save opens the conflict dialog", async () => {
    const draft = await findDemoDraft(session!, 'that saves', (candidate) => validateTournament(candidate, { mode: 'update', now: new Date() }).length === 0);
    const url = session!.url(`/tournament/${draft.id}`);
    const boostersBefore = await session!.getJson<Booster[]>(`/api/boosters/${draft.id}`);
    const entry = `JSON.parse(localStorage.getItem('unsaved_tournament_${draft.id}') ?? 'null')`;

    const mine = session!.page;
    await mine.goto(url);
    await assertConsoleShown(mine);
    await textbox(mine, 'Short description').fill('Description kept in this browser');
    await openTab(mine, 'Boosters');
    await pressButton(mine, 'Add');
    const added = boosterRow(mine, boostersBefore.length + 1);
    await added.getByRole('spinbutton', { name: 'Multiplier', exact: true }).fill('2');
    await textbox(added, 'Name').fill('Kept booster');
    // Kept a pause after the last edit, with the version loaded: then the tab is closed, nothing saved.
    await waitForPageCondition(mine, `${entry}?.boosters?.rows.some((row) => row.name === 'Kept booster') === true`);
    expect(await mine.evaluate(`${entry}.base.version`)).toBe(draft.version);
    const context = mine.context();
    await mine.close();

    const theirs = await openOtherBrowser(session!.browser, url);
    await textbox(theirs, 'Title').fill('Title saved by someone else');
    await pressSave(theirs);
    await assertToast(theirs, 'Tournament saved');

    const again = await context.newPage();
    await again.goto(url);
    await assertConsoleShown(again);
    await again.getByText('This tournament has changes made earlier in this browser that were not saved. Would you like to restore them?', { exact: true }).waitFor();
    await pressButton(again, 'Yes');
    expect(await textbox(again, 'Short description').inputValue()).toBe('Description kept in this browser');
    await openTab(again, 'Boosters');
    expect(await textbox(boosterRow(again, boostersBefore.length + 1), 'Name').inputValue()).toBe('Kept booster');

    await pressSave(again);
    const dialog = again.getByRole('dialog', { name: 'Someone else changed this tournament' });
    await dialog.waitFor();
    await dialog.getByRole('cell', { name: 'Title saved by someone else' }).waitFor();
    await dialog.getByRole('cell', { name: 'Description kept in this browser' }).first().waitFor();
    // Nothing of mine was written over theirs: their title stands, my description and booster wait in the dialog.
    const stored = await session!.getJson<Tournament>(`/api/tournaments/${draft.id}`);
    expect([stored.title, stored.short_description]).toEqual(['Title saved by someone else', draft.short_description]);
    expect(await session!.getJson<Booster[]>(`/api/boosters/${draft.id}`)).toEqual(boostersBefore);
  });
});
