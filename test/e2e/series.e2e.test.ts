import type { Locator, Page } from 'playwright-core';
import type { SeriesDetail, SeriesSummary } from '../../src/domain/series';
import { formatDateTime } from '../../src/lib/format';
import { headingAxeViolations, seriousAxeViolations } from './support/axe';
import { assertHeading, clickNavLink, goToPath, unexpectedBrowserProblems } from './support/consolePages';
import { startConsole, type ConsoleSession } from './support/consoleSession';
import { expectFocusOn } from './support/keyboard';
import { readActionLog, replayActions, saveAndReloadActionLog } from './support/recordedActions';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Steps of the series, named as a person would do them. */
const repeatDialog = (page: Page) => page.getByRole('dialog', { name: 'Repeat as a series' });
const editRuleDialog = (page: Page) => page.getByRole('dialog', { name: "Edit the series' rule" });
const instancesTable = (page: Page) => page.getByRole('table', { name: 'Instances' });
const seriesRow = (page: Page, title: string): Locator => page.getByRole('table', { name: 'Series' }).getByRole('row').filter({ has: page.getByRole('link', { name: title, exact: true }) });

/** The UTC day of `time` as the console writes dates: '02 Jun 2026'. */
const dayAsShown = (time: number) => formatDateTime(new Date(time).toISOString()).split(',')[0];

/** Issue 28: a daily series made from a demo tournament, against the real server (its instances over 72 hours published at once). */
describe('a series in Chromium with the demo data', () => {
  let session: ConsoleSession | undefined;
  let title: string;
  let seriesId: number;
  const page = () => session!.page;
  const api = <T>(path: string) => session!.getJson<T>(path);

  beforeAll(async () => {
    session = await startConsole();
  });

  afterAll(() => session?.stop());

  it("makes a daily series from a completed tournament's page and shows tomorrow's instance on the series' page", async () => {
    const [completed] = await api<{ id: number; title: string }[]>('/api/tournaments/completed');
    title = completed.title;
    await goToPath(session!, `/tournament/${completed.id}`);
    await assertHeading(page(), `Completed tournament - ${title}`);

    await page().getByRole('button', { name: 'Repeat as a series' }).click();
    await repeatDialog(page()).waitFor();
    expect(await repeatDialog(page()).getByRole('radio', { name: 'Every day' }).isChecked()).toBe(true);
    // The preview says the rule in words and lists the next starts.
    await repeatDialog(page()).getByText(/^Every day \d\d:\d\d–\d\d:\d\d( \(\+1\))? UTC$/).waitFor();
    expect(await repeatDialog(page()).getByRole('list', { name: 'Next starts' }).getByRole('listitem').count()).toBe(5);
    expect([...(await seriousAxeViolations(page())), ...(await headingAxeViolations(page()))]).toEqual([]);

    await repeatDialog(page()).getByRole('button', { name: 'Create series' }).click();
    await assertHeading(page(), `Series - ${title}`);
    expect(page().url()).toMatch(/\/series\/\d+$/);
    seriesId = Number(/\/series\/(\d+)$/.exec(page().url())![1]);

    // Tomorrow's instance (UTC) is already published: a tournament of its own, linked from its row.
    const tomorrow = dayAsShown(Date.now() + DAY_MS);
    const tomorrowsRow = instancesTable(page()).getByRole('row').filter({ hasText: tomorrow }).first();
    await tomorrowsRow.waitFor();
    expect(await tomorrowsRow.getByRole('cell').last().textContent()).toBe('Scheduled');
    const detail = await api<SeriesDetail>(`/api/series/${seriesId}`);
    const tomorrows = detail.instances.find((instance) => dayAsShown(Date.parse(instance.start)) === tomorrow)!;
    expect(await tomorrowsRow.getByRole('link').getAttribute('href')).toBe(`/tournament/${tomorrows.id}`);
    expect(await page().getByRole('heading', { level: 1 }).allInnerTexts()).toEqual([`Series - ${title}`]);
    expect([...(await seriousAxeViolations(page())), ...(await headingAxeViolations(page()))]).toEqual([]);
  });

  it("edits the rule on the series' page: its instances not started leave the rule and ones at the new time are published", async () => {
    const before = await api<SeriesDetail>(`/api/series/${seriesId}`);
    const [hours, minutes] = before.recurrence.time_of_day.split(':').map(Number);
    // An hour later, so that the old starts are no longer the rule's (the time of day is UTC, 'HH:MM').
    const later = `${String((hours + 1) % 24).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
    await page().getByRole('button', { name: 'Edit rule' }).click();
    await editRuleDialog(page()).waitFor();
    await editRuleDialog(page()).getByText('Running and finished instances are not changed.', { exact: false }).waitFor();
    const time = editRuleDialog(page()).getByLabel('Start time (UTC, HH:MM)');
    expect(await time.inputValue()).toBe(before.recurrence.time_of_day);
    await time.fill(later);
    await editRuleDialog(page()).getByText(new RegExp(`^Every day ${later}–`)).waitFor();
    expect([...(await seriousAxeViolations(page())), ...(await headingAxeViolations(page()))]).toEqual([]);
    await editRuleDialog(page()).getByRole('button', { name: 'Save rule' }).click();
    await editRuleDialog(page()).waitFor({ state: 'hidden' });

    // The page shows the series as the server now has it: the new rule, the old starts not begun dropped from it.
    await page().getByText(new RegExp(`^Every day ${later}–`)).waitFor();
    await instancesTable(page()).getByRole('cell', { name: 'Canceled (no longer in the rule)' }).first().waitFor();
    const after = await api<SeriesDetail>(`/api/series/${seriesId}`);
    expect(after.recurrence.time_of_day).toBe(later);
    expect(after.instances.some(({ in_rule, start }) => in_rule && start.slice(11, 16) === later)).toBe(true);
    await page().getByRole('heading', { level: 2, name: 'Results across instances' }).waitFor();
    expect([...(await seriousAxeViolations(page())), ...(await headingAxeViolations(page()))]).toEqual([]);
  });

  it('lists the series on the Series page, and ends it by keyboard once confirmed', async () => {
    // A full load (the action log restarts here, with the series' pages only), then the navbar's link.
    await goToPath(session!, `/series/${seriesId}`);
    await assertHeading(page(), `Series - ${title}`);
    await clickNavLink(page(), 'Series');
    await assertHeading(page(), 'Series');
    const row = seriesRow(page(), title);
    await row.getByText(/^Every day /).waitFor();
    expect(await row.getByRole('cell').nth(4).textContent()).toBe('Active');
    expect([...(await seriousAxeViolations(page())), ...(await headingAxeViolations(page()))]).toEqual([]);

    await row.getByRole('button', { name: 'End' }).focus();
    await page().keyboard.press('Enter');
    const keep = page().getByRole('button', { name: 'Keep it' });
    await expectFocusOn(page(), keep);
    await page().keyboard.press('Tab');
    await page().keyboard.press('Enter');
    await row.getByRole('cell', { name: 'Ended', exact: true }).waitFor();
    const ended = (await api<SeriesSummary[]>('/api/series')).find(({ id }) => id === seriesId)!;
    expect(ended).toMatchObject({ status: 'ended', next_instance: null });
  });

  it('recorded plain actions whose replay through the root reducer reaches the same state (time travel)', async () => {
    const log = saveAndReloadActionLog(await readActionLog(page()));
    expect(log.actions.map(({ type }) => type)).toEqual(expect.arrayContaining(['series/seriesListLoaded', 'series/seriesStatusChanged']));
    expect(replayActions(log.actions)).toEqual(log.finalState);
  });

  it('showed no console errors or warnings but known development-build notices', () => {
    expect(unexpectedBrowserProblems(session!)).toEqual([]);
  });
});
