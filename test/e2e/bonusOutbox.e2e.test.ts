import type { Page } from 'playwright-core';
import type { AdminUser } from '../../src/api/adminUsers';
import type { OutboxEntry } from '../../src/domain/outboxEntry';
import { outboxEntryState } from '../../src/domain/outboxEntryState';
import { assertHeading, clickNavLink, unexpectedBrowserProblems } from './support/consolePages';
import { startConsole, type ConsoleSession } from './support/consoleSession';
import { waitForPageCondition } from './support/pageCondition';

/** Steps on the Bonus Outbox tab, named as a person would do them. */
const dataRows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');
const RANK_CELLS = '.ant-table-tbody tr.ant-table-row td:nth-child(1)';

/** The Rank column of the rows shown, as numbers. */
async function shownRanks(page: Page): Promise<number[]> {
  return (await page.locator(RANK_CELLS).allTextContents()).map(Number);
}

/** Waits until the rows shown are exactly these ranks (the table re-renders as the store changes). */
async function assertShownRanks(page: Page, ranks: number[]): Promise<void> {
  await waitForPageCondition(page, `[...document.querySelectorAll('${RANK_CELLS}')].map((cell) => cell.textContent).join(',') === '${ranks.join(',')}'`);
  expect(await shownRanks(page)).toEqual(ranks);
}

async function assertSummary(page: Page, entries: OutboxEntry[]): Promise<void> {
  const count = (state: string) => entries.filter((entry) => outboxEntryState(entry) === state).length;
  const [sent, pending, failed] = [count('sent'), count('pending'), count('failed')];
  await page.getByText(`${entries.length} entries, ${sent} sent, ${pending} pending, ${failed} failed`, { exact: true }).waitFor();
}

const searchBox = (page: Page) => page.getByRole('textbox', { name: 'Search' });
const onlyFailedBox = (page: Page) => page.getByRole('checkbox', { name: 'Show only failed to send' });

/** The cells of the entry's row, found by narrowing the table to its user. */
async function cellsOf(page: Page, entry: OutboxEntry) {
  await searchBox(page).fill(entry.user_id);
  const row = dataRows(page).filter({ has: page.locator('td:nth-child(1)', { hasText: new RegExp(`^${entry.rank}$`) }) });
  await row.waitFor();
  return row.locator('td');
}

/** The ranks the table shows first: by rank, its first page of 50. */
const firstPage = (entries: OutboxEntry[]) => entries.map(({ rank }) => rank).slice(0, 50);
const isFailed = (entry: OutboxEntry) => outboxEntryState(entry) === 'failed';

/** One signed-in visit to a demo completed tournament whose outbox has failed entries. */
describe('the Bonus Outbox tab in Chromium with the demo data', () => {
  let session: ConsoleSession | undefined;
  let tournament: { id: number; title: string };
  let entries: OutboxEntry[];
  const page = () => session!.page;
  const api = <T>(method: string, path: string, body?: unknown) => session!.server.request(method, path, { body }).then((response) => response.json as T);
  // The demo bonus system refuses codes starting with FAIL and credits every other.
  const isSendable = (entry: OutboxEntry) => isFailed(entry) && !entry.bonus_code.startsWith('FAIL');

  beforeAll(async () => {
    session = await startConsole();
    const completed = await api<{ id: number; title: string }[]>('GET', '/api/tournaments/completed');
    for (const candidate of completed) {
      const outbox = await api<OutboxEntry[]>('GET', `/api/bonus-outbox/tournament/${candidate.id}`);
      if (outbox.some(isSendable) && outbox.filter(isFailed).length <= 50) {
        tournament = candidate;
        entries = outbox;
        break;
      }
    }
    if (!entries) throw new Error('The demo data has no completed tournament with at most 50 failed outbox entries, one of them sendable');
  });

  afterAll(() => session?.stop());

  it("opens the tournament's Bonus Outbox tab with the summary line and the entries by rank", async () => {
    await clickNavLink(page(), 'Completed');
    await page().locator(`a[href="/tournament/${tournament.id}"]`).first().click();
    await assertHeading(page(), `Completed tournament - ${tournament.title}`);
    await page().getByRole('tab', { name: 'Bonus Outbox' }).click();
    expect(new URL(page().url()).hash).toBe('#/bonus-outbox');
    await assertSummary(page(), entries);
    await assertShownRanks(page(), firstPage(entries));
  });

  it("shows only failed rows while 'Show only failed to send' is ticked", async () => {
    await onlyFailedBox(page()).check();
    const failed = entries.filter(isFailed);
    await assertShownRanks(page(), failed.map(({ rank }) => rank));
    for (const sentCell of await dataRows(page()).locator('td:nth-child(6)').allTextContents()) expect(sentCell).toBe('-');
    await onlyFailedBox(page()).uncheck();
    await assertShownRanks(page(), firstPage(entries));
  });

  it('searches by a bonus code substring, ignoring case, and the clear button shows every entry again', async () => {
    const code = entries.find(isSendable)!.bonus_code;
    const part = code.slice(1, -1).toLowerCase();
    await searchBox(page()).fill(part);
    const matching = entries.filter((entry) => entry.bonus_code.toLowerCase().includes(part) || entry.user_id.toLowerCase().includes(part));
    await assertShownRanks(page(), firstPage(matching));
    expect(matching.length).toBeLessThan(entries.length);
    await page().getByRole('button', { name: 'Clear', exact: true }).click();
    expect(await searchBox(page()).inputValue()).toBe('');
    await assertShownRanks(page(), firstPage(entries));
  });

  it("shows a bonus sent meanwhile by a staff member after Refresh, with the sender's display name", async () => {
    const entry = entries.find(isSendable)!;
    const sent = await api<OutboxEntry>('PUT', '/api/bonus-outbox/sent', entry);
    expect(sent.sent_by).not.toBeNull();
    const [sender] = await api<AdminUser[]>('POST', '/api/admin-users', [sent.sent_by]);
    await page().getByRole('button', { name: 'Refresh', exact: true }).click();
    const afterSend = entries.map((candidate) => (candidate.id === entry.id ? sent : candidate));
    await assertSummary(page(), afterSend);
    const cells = await cellsOf(page(), entry);
    expect(await cells.nth(5).textContent()).toMatch(/^\d\d [A-Z][a-z]{2} \d{4}, \d\d:\d\d UTC.+/);
    await cells.nth(7).getByText(sender.displayName, { exact: true }).waitFor();
    expect(sender.displayName).not.toBe(sent.sent_by);
  });

  it('showed no console errors or warnings but known development-build notices', () => {
    expect(unexpectedBrowserProblems(session!)).toEqual([]);
  });
});
