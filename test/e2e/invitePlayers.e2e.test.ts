import type { Page } from 'playwright-core';
import type { LeaderboardPage } from '../../src/api/leaderboard';
import { seriousAxeViolations } from './support/axe';
import { assertHeading, goToPath, unexpectedBrowserProblems } from './support/consolePages';
import { startConsole, type ConsoleSession } from './support/consoleSession';
import { expectFocusOn } from './support/keyboard';
import { readActionLog, replayActions, saveAndReloadActionLog } from './support/recordedActions';

/** Steps of 'Invite players' on the Leaderboard tab, named as a person would do them. */
const inviteDialog = (page: Page) => page.getByRole('dialog', { name: 'Invite players' });
const listField = (page: Page) => inviteDialog(page).getByRole('textbox', { name: 'Player ids' });
const resultsHeading = (page: Page) => inviteDialog(page).getByRole('heading', { name: 'Results' });
const boardRows = (page: Page) => page.getByRole('table', { name: 'Leaderboard' }).getByRole('row');

/** Issue 25: a list invited to the demo's Invite Only tournament, Deposit Dash (120 players), against the real server. */
describe("'Invite players' in Chromium with the demo data", () => {
  let session: ConsoleSession | undefined;
  let tournamentId: number;
  const page = () => session!.page;
  const api = <T>(path: string) => session!.getJson<T>(path);
  const board = () => api<LeaderboardPage>(`/api/leaderboard/${tournamentId}?take=1000`);

  beforeAll(async () => {
    session = await startConsole();
    const running = await api<{ id: number; title: string }[]>('/api/tournaments/running');
    tournamentId = running.find((tournament) => tournament.title === 'Deposit Dash')!.id;
  });

  afterAll(() => session?.stop());

  it('invites a pasted list: the count before sending, each outcome counted after, the new players on the board', async () => {
    const before = await board();
    const onBoard = before.rows[0].user_id;
    // The demo's players are numbered; the board holds a run of them, and the next number is a player it lacks.
    const known = String(Math.max(...before.rows.map((row) => Number(row.user_id))) + 1);
    await goToPath(session!, `/tournament/${tournamentId}#/leaderboard`);
    await assertHeading(page(), 'In Progress tournament - Deposit Dash');
    await page().getByRole('cell', { name: onBoard, exact: true }).waitFor();

    await page().getByRole('button', { name: 'Invite players' }).click();
    await expectFocusOn(page(), listField(page()));
    await page().keyboard.insertText(`user_id\n${known}\n${onBoard}, vip-e2e-1; ${known}\n${'x'.repeat(256)}`);
    await inviteDialog(page()).getByText('3 distinct ids will be invited').waitFor();
    expect(await inviteDialog(page()).getByText('1 repeated id left out').count()).toBe(1);
    expect(await seriousAxeViolations(page())).toEqual([]);
    await inviteDialog(page()).getByRole('button', { name: 'Invite', exact: true }).click();

    await expectFocusOn(page(), resultsHeading(page()));
    const counts = await inviteDialog(page()).locator('dt').allTextContents();
    expect(counts).toEqual(['Invited: 1', 'Already on the board: 1', 'Not seen yet: 1', 'Invalid: 1']);
    expect(await seriousAxeViolations(page())).toEqual([]);
    const after = await board();
    expect(after.size).toBe(before.size + 2);
    expect(after.rows.map((row) => row.user_id)).toEqual(expect.arrayContaining([known, 'vip-e2e-1']));

    await inviteDialog(page()).getByRole('button', { name: 'Close' }).click();
    // Joined with 0, below the first page: the search by user finds them on the board.
    await page().getByRole('textbox', { name: 'Search by user' }).fill('vip-e2e-1');
    const found = boardRows(page()).filter({ hasText: 'vip-e2e-1' });
    await found.waitFor();
    expect(await boardRows(page()).count()).toBe(2);
    // Named by its id until the platform sends the player.
    expect((await found.getByRole('cell').allTextContents()).slice(1, 3)).toEqual(['vip-e2e-1', 'vip-e2e-1']);
  });

  it('recorded plain actions whose replay through the root reducer reaches the same state (time travel)', async () => {
    const log = saveAndReloadActionLog(await readActionLog(page()));
    expect(log.actions.map(({ type }) => type)).toEqual(expect.arrayContaining(['invitePlayers/invitationListEdited', 'invitePlayers/invitationsAnswered', 'invitePlayers/invitationsFinished']));
    expect(replayActions(log.actions)).toEqual(log.finalState);
  });

  it('showed no console errors or warnings but known development-build notices', () => {
    expect(unexpectedBrowserProblems(session!)).toEqual([]);
  });
});
