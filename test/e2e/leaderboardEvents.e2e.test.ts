import type { LeaderboardPage } from '../../src/api/leaderboard';
import { formatScore } from '../../src/lib/format';
import { assertHeading, goToPath } from './support/consolePages';
import { startConsole, type ConsoleSession } from './support/consoleSession';
import { readmeScreenshotPath } from './support/readmeScreenshots';

const PLAYER = 'e2e-live-player';
/** Bonus Buy Bonanza scores wins from this bonus twice over. */
const BONUS = 'FS_SWEET_BONANZA_200';
const FACTOR = 2;

/**
 * Issues 11 and 12: gaming events the platform posts while staff watch a running tournament's Leaderboard tab show
 * on it by themselves (the tab follows the board's live stream), scored by the tournament's rules, the moved row
 * highlighted.
 */
describe('events posted while the Leaderboard tab is open', () => {
  let session: ConsoleSession | undefined;
  afterAll(() => session?.stop());

  it("appear without any click, at the rank and score the tournament's rules give", async () => {
    session = await startConsole();
    const { page, server } = session;
    const running = await session.getJson<{ id: number; title: string }[]>('/api/tournaments/running');
    const { id } = running.find((tournament) => tournament.title === 'Bonus Buy Bonanza')!;
    const [leader] = (await session.getJson<LeaderboardPage>(`/api/leaderboard/${id}?take=1&skip=0`)).rows;
    await goToPath(session, `/tournament/${id}#/leaderboard`);
    await assertHeading(page, 'In Progress tournament - Bonus Buy Bonanza');
    await page.getByRole('cell', { name: leader.user_id, exact: true }).waitFor();
    await page.getByRole('status', { name: 'Live updates' }).getByText('Live', { exact: true }).waitFor();

    // Two wins that together put the player a little ahead of the leader.
    const amount = Math.ceil(leader.total_score / FACTOR / 2) + 50;
    const occurred_at = new Date().toISOString();
    const wins = [1, 2].map((n) => ({ id: `${PLAYER}-${n}`, type: 'bonus_win', user_id: PLAYER, user_name: 'Live Test Player', occurred_at, bonus_id: BONUS, amount }));
    const posted = await server.request('POST', '/api/events', { body: wins, token: await server.ingestToken() });
    expect(posted.json).toEqual({ accepted: 2, duplicates: 0 });

    const row = page.getByRole('row').filter({ hasText: PLAYER });
    await row.waitFor({ timeout: 10_000 });
    expect(await row.getAttribute('class')).toContain('leaderboard-row-moved');
    const [rank, userId, userName, score] = await row.getByRole('cell').allTextContents();
    expect({ rank, userId, userName, score }).toEqual({ rank: '1', userId: PLAYER, userName: 'Live Test Player', score: formatScore(2 * amount * FACTOR) });
    await page.screenshot({ path: readmeScreenshotPath('live-leaderboard.png') });
  });
});
