import type { Page } from 'playwright-core';
import type { OutboxEntry } from '../../src/domain/outboxEntry';
import type { HistoryEntry } from '../../src/domain/tournamentHistory';
import { assertHeading, assertToast, clickNavLink } from './support/consolePages';
import { startConsole, type ConsoleSession } from './support/consoleSession';

/** Steps on the Unsent bonuses page and the navbar badge, named as a person would do them. */
async function assertBadgeCount(page: Page, count: number): Promise<void> {
  // Seen on the link, and heard as part of its name.
  const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: `Unsent bonuses, ${count} unsent`, exact: true });
  await link.getByTitle(`${count} unsent bonuses`, { exact: true }).waitFor();
}

/** Narrows the table to the entry's user, so it is on the first page whatever the list's length. */
async function searchFor(page: Page, entry: OutboxEntry): Promise<void> {
  await page.getByRole('textbox', { name: 'Search' }).fill(entry.user_id);
}

/** The link to an entry's tournament, named by its id and title (issue 27). */
const tournamentLink = (page: Page, entry: OutboxEntry) => page.getByRole('link', { name: `${entry.tournament_id} - ${entry.tournament_title}`, exact: true });

const rowOf = (page: Page, entry: OutboxEntry, bonusCode = entry.bonus_code) =>
  page.getByRole('row').filter({ hasText: entry.user_id }).filter({ hasText: bonusCode }).filter({ has: tournamentLink(page, entry) });

async function pressSend(page: Page, entry: OutboxEntry): Promise<void> {
  await rowOf(page, entry).getByRole('button', { name: 'Send', exact: true }).click();
}

/** One signed-in visit: the badge, the page, a Send that works and one the bonus system refuses. */
describe('the Unsent bonuses page and the navbar badge in Chromium with the demo data', () => {
  let session: ConsoleSession | undefined;
  let failed: OutboxEntry[];
  const page = () => session!.page;
  // The demo bonus system refuses codes starting with FAIL and credits every other.
  const isRefused = (entry: OutboxEntry) => entry.bonus_code.startsWith('FAIL');

  beforeAll(async () => {
    session = await startConsole();
    failed = await session.getJson<OutboxEntry[]>('/api/bonus-outbox/failed');
  });

  afterAll(() => session?.stop());

  it("shows the demo data's failed count on the navbar badge", async () => {
    expect(failed.some(isRefused)).toBe(true);
    expect(failed.some((entry) => !isRefused(entry))).toBe(true);
    await assertBadgeCount(page(), failed.length);
  });

  it("opens 'Unsent bonuses' with the count in its title and the entries newest first", async () => {
    await clickNavLink(page(), 'Unsent bonuses');
    await assertHeading(page(), `Unsent bonuses - ${failed.length}`);
    expect(await page().title()).toBe(`Unsent bonuses - ${failed.length}`);
    const firstRow = page().getByRole('row').nth(1);
    await firstRow.locator(tournamentLink(page(), failed[0])).waitFor();
    expect(await firstRow.getByRole('link').getAttribute('target')).toBe('_blank');
  });

  it("sends a bonus the bonus system accepts: 'Bonus sent', and the list and badge drop by one", async () => {
    const entry = failed.find((candidate) => !isRefused(candidate))!;
    await searchFor(page(), entry);
    await pressSend(page(), entry);
    await assertToast(page(), 'Bonus sent');
    await assertHeading(page(), `Unsent bonuses - ${failed.length - 1}`);
    await assertBadgeCount(page(), failed.length - 1);
    await rowOf(page(), entry).waitFor({ state: 'detached' });
  });

  it("keeps a bonus the bonus system refuses: 'Sending bonus failed', the row stays and Send works again", async () => {
    const entry = failed.find(isRefused)!;
    await searchFor(page(), entry);
    await pressSend(page(), entry);
    await assertToast(page(), 'Sending bonus failed');
    const send = rowOf(page(), entry).getByRole('button', { name: 'Send', exact: true });
    await send.waitFor();
    expect(await send.isEnabled()).toBe(true);
    await assertHeading(page(), `Unsent bonuses - ${failed.length - 1}`);
  });

  it("'Send all shown' sends the rows shown and sums up what failed again; the row then shows the refusal as its last error", async () => {
    const entry = failed.find(isRefused)!;
    await searchFor(page(), entry);
    const refusal = `Bonus system refused bonus code ${entry.bonus_code}`;
    await page().getByRole('button', { name: 'Send all shown' }).click();
    const dialog = page().getByRole('dialog', { name: 'Send all shown' });
    await dialog.getByText(/^Send \d+ failed bonus(es)?, one after another\?$/).waitFor();
    await dialog.getByRole('region', { name: /^What they give away, by type/ }).getByRole('listitem').first().waitFor();
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await dialog.getByText(/^Failed again: /).waitFor();
    await dialog.getByText(refusal).first().waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await rowOf(page(), entry).getByText(refusal).waitFor();
  });

  it("gives an entry whose bonus was retired another code, sends it, and the tournament's History says so (issue 27)", async () => {
    const entry = failed.find(isRefused)!;
    await searchFor(page(), entry);
    await rowOf(page(), entry).getByRole('button', { name: 'Replace code and send' }).click();
    const picker = page().getByRole('dialog', { name: 'Select Bonus' });
    await picker.getByRole('textbox', { name: 'Search bonuses' }).fill('FS_STARBURST_25');
    await picker.getByRole('cell', { name: 'FS_STARBURST_25', exact: true }).click();
    await assertToast(page(), 'Bonus sent');
    await rowOf(page(), entry).waitFor({ state: 'detached' });
    const history = await session!.getJson<HistoryEntry[]>(`/api/tournaments/${entry.tournament_id}/history?action=bonus_code_replaced`);
    expect(history.find((record) => record.action === 'bonus_code_replaced')).toMatchObject({
      details: { entry_id: entry.id, player_id: entry.user_id, rank: entry.rank, from: entry.bonus_code, to: 'FS_STARBURST_25' },
    });
  });

  it('fits a phone screen: the table scrolls inside the page, the links behind the menu button', async () => {
    await page().setViewportSize({ width: 375, height: 740 });
    const nav = page().getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Menu' }).click();
    await nav.getByRole('link', { name: 'Scheduled', exact: true }).waitFor();
    // Source text: the e2e specs compile without the DOM's types.
    const overflow = await page().evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth');
    expect(overflow).toBe(0);
  });

  it("showed no console errors or warnings but Chromium's own line for each refused send", () => {
    expect(session!.browserProblems.length).toBeGreaterThanOrEqual(2);
    expect(new Set(session!.browserProblems)).toEqual(new Set(['error: Failed to load resource: the server responded with a status of 502 (Bad Gateway)']));
  });
});
