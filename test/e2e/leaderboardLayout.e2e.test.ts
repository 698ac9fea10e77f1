import type { Page } from 'playwright-core';
import { assertHeading, goToPath, unexpectedBrowserProblems } from './support/consolePages';
import { startConsole, type ConsoleSession } from './support/consoleSession';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

const pager = (page: Page) => page.getByRole('navigation', { name: 'Leaderboard pages' });
const table = (page: Page) => page.getByRole('table', { name: 'Leaderboard' });

/** Waits for the board's first page with its pager and the rows' '+' buttons. */
async function assertBoardShown(page: Page): Promise<void> {
  await pager(page).waitFor();
  await page.getByRole('button', { name: /^Add score to / }).first().waitFor();
}

/**
 * The board's rows wholly in the window between the table's header and the fixed pager, and their height (source
 * text: the specs compile without the DOM's types).
 */
const rowsInView = (page: Page) =>
  page.evaluate<{ count: number; height: number }>(`(() => {
    const top = document.querySelector('.leaderboard-table thead').getBoundingClientRect().bottom;
    const bottom = document.querySelector('.leaderboard-pager').getBoundingClientRect().top;
    const rows = [...document.querySelectorAll('.leaderboard-table tbody tr.ant-table-row')].map((row) => row.getBoundingClientRect());
    return { count: rows.filter((row) => row.top >= top && row.bottom <= bottom).length, height: rows[0].height };
  })()`);

/** How far the page reaches to the right: the document's width, not the window's. */
const documentWidth = (page: Page) => page.evaluate<number>('document.documentElement.scrollWidth');

/** The demo's running board of 300 players (3 pages, so the pager shows) at a desktop's size, then a phone's. */
describe("the Leaderboard tab's layout in Chromium", () => {
  let session: ConsoleSession | undefined;
  let tournamentId: number;
  const page = () => session!.page;

  beforeAll(async () => {
    session = await startConsole({ viewport: DESKTOP });
    const running = await session.getJson<{ id: number; title: string }[]>('/api/tournaments/running');
    tournamentId = running.find((tournament) => tournament.title === 'Spring Slots Sprint')!.id;
  });

  afterAll(() => session?.stop());

  it('shows 15 whole rows or more above the pager at 1440×900, their buttons still 24 px or more a side', async () => {
    await goToPath(session!, `/tournament/${tournamentId}#/leaderboard`);
    await assertBoardShown(page());
    const { count, height } = await rowsInView(page());
    expect(count).toBeGreaterThanOrEqual(15);
    // One line a row: the computed time and how long ago side by side.
    expect(height).toBeLessThan(40);
    for (const button of [page().getByRole('button', { name: /^Add score to / }).first(), page().getByRole('button', { name: /^Adjustments of / }).first()]) {
      const box = (await button.boundingBox())!;
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
    }
  });

  it('keeps a 390 px phone from scrolling sideways: the table scrolls inside its own box, every column kept', async () => {
    await page().setViewportSize(PHONE);
    // Loaded afresh at the phone's size, as a phone would.
    await page().reload();
    await assertBoardShown(page());
    expect(await documentWidth(page())).toBeLessThanOrEqual(PHONE.width);
    expect(await table(page()).getByRole('columnheader').allTextContents()).toEqual(['Rank', 'User ID', 'Username', 'Score', 'Computed', 'Prize code', 'Prize name', 'Adjustments', 'Adjust']);
    const scrolls = await page().evaluate<boolean>(`(() => {
      const box = document.querySelector('.leaderboard-table .ant-table-content');
      return box.scrollWidth > box.clientWidth && box.getBoundingClientRect().right <= window.innerWidth;
    })()`);
    expect(scrolls).toBe(true);
  });

  it("keeps the tournament page's header and tabs within a 390 px phone", async () => {
    await page().getByRole('tab', { name: 'Tournament', exact: true }).click();
    await page().getByRole('textbox', { name: 'Title', exact: true }).waitFor();
    await assertHeading(page(), 'In Progress tournament - Spring Slots Sprint');
    expect(await documentWidth(page())).toBeLessThanOrEqual(PHONE.width);
    const heading = (await page().getByRole('heading', { name: 'In Progress tournament - Spring Slots Sprint' }).boundingBox())!;
    expect(heading.x + heading.width).toBeLessThanOrEqual(PHONE.width);
    const selectedTab = (await page().getByRole('tab', { name: 'Tournament', exact: true }).boundingBox())!;
    expect(selectedTab.x + selectedTab.width).toBeLessThanOrEqual(PHONE.width);
  });

  it('showed no console errors or warnings but known development-build notices', () => {
    expect(unexpectedBrowserProblems(session!)).toEqual([]);
  });
});
