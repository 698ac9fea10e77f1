import type { Page } from 'playwright-core';
import type { LeaderboardPage, PlayerRank } from '../../src/api/leaderboard';
import { assertHeading, assertToast, goToPath, unexpectedBrowserProblems } from './support/consolePages';
import { startConsole, type ConsoleSession } from './support/consoleSession';
import { waitForAnimationsToSettle } from './support/pageCondition';
import { readActionLog, replayActions, saveAndReloadActionLog } from './support/recordedActions';

/** Steps on the Leaderboard tab, named as a person would do them. */
const pager = (page: Page) => page.getByRole('navigation', { name: 'Leaderboard pages' });
const searchBox = (page: Page) => page.getByRole('textbox', { name: 'Search by user' });
const adjustDialog = (page: Page) => page.getByRole('dialog', { name: 'Adjust Score' });

async function choosePage(page: Page, number: number): Promise<void> {
  await pager(page).getByRole('button', { name: String(number), exact: true }).click();
}

/** Waits for the row of `userId`, then reads its rank and user id cells. */
async function rowOf(page: Page, userId: string): Promise<{ rank: string; userId: string }> {
  await page.getByRole('cell', { name: userId, exact: true }).waitFor();
  const [rank, shownUserId] = await page.getByRole('row').filter({ hasText: userId }).getByRole('cell').allTextContents();
  return { rank, userId: shownUserId };
}

/** The rank and user id of the first row shown. */
async function firstRow(page: Page): Promise<{ rank: string; userId: string }> {
  const [rank, userId] = await page.getByRole('row').nth(1).getByRole('cell').allTextContents();
  return { rank, userId };
}

async function searchFor(page: Page, userId: string): Promise<void> {
  await searchBox(page).fill(userId);
}

async function fillAdjustment(page: Page, fields: { note?: string; score?: string; userId?: string }): Promise<void> {
  const dialog = adjustDialog(page);
  if (fields.note !== undefined) await dialog.getByRole('textbox', { name: 'Note' }).fill(fields.note);
  if (fields.score !== undefined) await dialog.getByRole('textbox', { name: 'Score' }).fill(fields.score);
  if (fields.userId !== undefined) await dialog.getByRole('textbox', { name: 'User ID' }).fill(fields.userId);
}

/** Saves the dialog once it is open and settled: a click during its opening animation can land on the mask, which closes it. */
async function pressSave(page: Page): Promise<void> {
  await adjustDialog(page).waitFor();
  await waitForAnimationsToSettle(page);
  await adjustDialog(page).getByRole('button', { name: 'Save', exact: true }).click();
}

/** One signed-in visit to the demo running tournament's leaderboard of 300 players. */
describe('the Leaderboard tab in Chromium with the demo data', () => {
  let session: ConsoleSession | undefined;
  let tournamentId: number;
  const page = () => session!.page;
  const api = <T>(path: string) => session!.getJson<T>(path);
  const boardPage = (index: number) => api<LeaderboardPage>(`/api/leaderboard/${tournamentId}?take=100&skip=${index * 100}`);

  beforeAll(async () => {
    session = await startConsole();
    const running = await api<{ id: number; title: string }[]>('/api/tournaments/running');
    tournamentId = running.find((tournament) => tournament.title === 'Spring Slots Sprint')!.id;
  });

  afterAll(() => session?.stop());

  it('opens from its address (through the sign-in) on the first page of 300 players, with the pager of 3 pages fixed to the bottom', async () => {
    const first = await boardPage(0);
    expect(first.size).toBe(300);
    await goToPath(session!, `/tournament/${tournamentId}#/leaderboard`);
    await assertHeading(page(), 'In Progress tournament - Spring Slots Sprint');
    expect(await page().getByRole('tab', { name: 'Leaderboard', exact: true }).getAttribute('aria-selected')).toBe('true');
    expect(new URL(page().url()).hash).toBe('#/leaderboard');
    expect(await rowOf(page(), first.rows[0].user_id)).toEqual({ rank: '1', userId: first.rows[0].user_id });
    expect(await page().getByRole('row').count()).toBe(101);
    // 100 rows are far taller than the window: only a fixed pager sits at its bottom edge.
    const box = await pager(page()).boundingBox();
    expect(Math.round(box!.y + box!.height)).toBe(page().viewportSize()!.height);
    expect(await pager(page()).getByRole('button', { name: '1', exact: true }).getAttribute('aria-current')).toBe('page');
  });

  it('shows ranks 101.. on page 2 and 201.. on page 3', async () => {
    const [second, third] = await Promise.all([boardPage(1), boardPage(2)]);
    await choosePage(page(), 2);
    await rowOf(page(), second.rows[0].user_id);
    expect(await firstRow(page())).toEqual({ rank: '101', userId: second.rows[0].user_id });
    await choosePage(page(), 3);
    await rowOf(page(), third.rows[0].user_id);
    expect(await firstRow(page())).toEqual({ rank: '201', userId: third.rows[0].user_id });
  });

  it("finds a player by user id, then returns to the page when the search is cleared", async () => {
    const { rows } = await boardPage(1);
    const player = rows[49];
    await searchFor(page(), player.user_id);
    expect(await rowOf(page(), player.user_id)).toEqual({ rank: '150', userId: player.user_id });
    expect(await page().getByRole('row').count()).toBe(2);
    expect(await pager(page()).count()).toBe(0);
    await searchBox(page()).fill('nobody-at-all');
    await page().getByText('No data', { exact: true }).waitFor();
    await searchBox(page()).fill('');
    expect(await rowOf(page(), (await boardPage(2)).rows[0].user_id)).toMatchObject({ rank: '201' });
  });

  it("shows the messages on the fields for an empty Save and sends nothing", async () => {
    await page().getByRole('button', { name: 'Add score', exact: true }).click();
    await pressSave(page());
    for (const message of ['Note is mandatory', 'Score is mandatory', 'User ID is mandatory']) {
      await adjustDialog(page()).getByText(message, { exact: true }).waitFor();
    }
    await adjustDialog(page()).getByRole('button', { name: 'Close', exact: true }).click();
    await adjustDialog(page()).waitFor({ state: 'hidden' });
  });

  it("moves a player to the top with 'Add score'", async () => {
    const { rows } = await boardPage(2);
    const player = rows[49];
    expect(player.rank).toBe(250);
    await page().getByRole('button', { name: 'Add score', exact: true }).click();
    await fillAdjustment(page(), { note: 'Compensation for a lost session', score: '1000000', userId: player.user_id });
    await pressSave(page());
    await assertToast(page(), 'Adjustment saved');
    await adjustDialog(page()).waitFor({ state: 'hidden' });
    await searchFor(page(), player.user_id);
    expect(await rowOf(page(), player.user_id)).toEqual({ rank: '1', userId: player.user_id });
    expect((await api<PlayerRank>(`/api/leaderboard/${tournamentId}/player/${player.user_id}/rank`)).rank).toBe(1);
  });

  it("moves a player to the bottom with their row's '+', which opens with their user id", async () => {
    await searchBox(page()).fill('');
    await choosePage(page(), 1);
    const { rows } = await boardPage(0);
    const player = rows[4];
    await rowOf(page(), player.user_id);
    await page().getByRole('button', { name: `Add score to ${player.user_id}`, exact: true }).click();
    expect(await adjustDialog(page()).getByRole('textbox', { name: 'User ID' }).inputValue()).toBe(player.user_id);
    await fillAdjustment(page(), { note: 'Reversed: bets placed during a pricing error', score: '-1000000' });
    await pressSave(page());
    await adjustDialog(page()).waitFor({ state: 'hidden' });
    // The board reloads: rank 5 now belongs to the next player.
    expect(await rowOf(page(), rows[5].user_id)).toEqual({ rank: '5', userId: rows[5].user_id });
    await searchFor(page(), player.user_id);
    expect(await rowOf(page(), player.user_id)).toEqual({ rank: '300', userId: player.user_id });
  });

  it('recorded plain actions whose replay through the root reducer reaches the same state (time travel)', async () => {
    const log = saveAndReloadActionLog(await readActionLog(page()));
    const types = new Set(log.actions.map(({ type }) => type));
    expect(['leaderboard/pageChosen', 'leaderboard/searchSettled', 'leaderboard/adjustmentRefused', 'leaderboard/scoreAdjusted'].filter((type) => !types.has(type))).toEqual([]);
    expect(replayActions(log.actions)).toEqual(log.finalState);
  });

  it('showed no console errors or warnings but known development-build notices', () => {
    expect(unexpectedBrowserProblems(session!)).toEqual([]);
  });
});
