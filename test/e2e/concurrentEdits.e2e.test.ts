import type { Browser, Page } from 'playwright-core';
import type { Tournament } from '../../src/domain/tournament';
import { validateTournament } from '../../src/domain/tournamentValidation';
import { assertToast, goToPath, unexpectedBrowserProblems } from './support/consolePages';
import { signInToConsole, startConsole, type ConsoleSession } from './support/consoleSession';
import { findDemoDraft } from './support/demoDrafts';

/** Issue 13 "No silent lost update": two people in two browsers edit the same draft. */

async function openEditor(browser: Browser, url: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await page.goto(url);
  await signInToConsole(page, 'admin', 'admin');
  return page;
}

async function editField(page: Page, label: string, value: string): Promise<void> {
  await page.getByRole('textbox', { name: label, exact: true }).fill(value);
}

async function pressSave(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
}

describe('two editors of one draft in Chromium', () => {
  let session: ConsoleSession | undefined;

  beforeAll(async () => {
    session = await startConsole();
  });
  afterAll(() => session?.stop());

  it('the second save gets the conflict dialog, and no edit is lost silently', async () => {
    const draft = await findDemoDraft(session!, 'that saves', (candidate) => validateTournament(candidate, { mode: 'update', now: new Date() }).length === 0);
    const path = `/tournament/${draft.id}`;
    // The second editor, who meets the dialog, is the session's page: its browser problems are checked.
    const first = await openEditor(session!.browser, session!.url(path));
    await goToPath(session!, path);
    const second = session!.page;
    for (const page of [first, second]) await page.getByRole('textbox', { name: 'Title', exact: true }).waitFor();

    await editField(first, 'Title', 'Title by the first editor');
    await pressSave(first);
    await assertToast(first, 'Tournament saved');

    await editField(second, 'Short description', 'Description by the second editor');
    await pressSave(second);
    const dialog = second.getByRole('dialog', { name: 'Someone else changed this tournament' });
    await dialog.waitFor();
    await dialog.getByRole('cell', { name: 'Title by the first editor' }).waitFor();
    await dialog.getByRole('cell', { name: 'Description by the second editor' }).waitFor();
    // Refused: the first editor's title is stored, the second's description is not, and still in the form.
    const stored = await session!.getJson<Tournament>(`/api/tournaments/${draft.id}`);
    expect([stored.title, stored.short_description]).toEqual(['Title by the first editor', draft.short_description]);

    // Their version, confirmed: the second editor's form now shows the first's title; the description is typed again.
    await dialog.getByRole('button', { name: 'Load their version' }).click();
    await second.getByRole('button', { name: 'Discard my edits' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await second.getByRole('textbox', { name: 'Title', exact: true }).inputValue()).toBe('Title by the first editor');
    await editField(second, 'Short description', 'Description by the second editor');
    await pressSave(second);
    await assertToast(second, 'Tournament saved');
    const both = await session!.getJson<Tournament>(`/api/tournaments/${draft.id}`);
    expect([both.title, both.short_description]).toEqual(['Title by the first editor', 'Description by the second editor']);
    // Chromium logs the refused save itself as a failed load; nothing else went wrong.
    expect(unexpectedBrowserProblems(session!)).toEqual(['error: Failed to load resource: the server responded with a status of 412 (Precondition Failed)']);
  });
});
