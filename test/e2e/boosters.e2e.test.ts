import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import type { Locator, Page } from 'playwright-core';
import { TournamentStatus } from '../../src/domain/enums';
import type { Booster, Tournament } from '../../src/domain/tournament';
import { validateTournament, type ValidationMode } from '../../src/domain/tournamentValidation';
import { assertHeading, assertToast, goToPath, unexpectedBrowserProblems, unsavedChangesIndicator } from './support/consolePages';
import { startConsole, type ConsoleSession } from './support/consoleSession';
import { findDemoDraft } from './support/demoDrafts';
import { pressPublishAndConfirm } from './support/publishAndCancel';

dayjs.extend(utc);

/** Steps on the Boosters tab, named as a person would do them. */
const boosterRow = (page: Page, number: number) => page.getByRole('region', { name: `Booster ${number}`, exact: true });

async function assertCountLine(page: Page, text: string): Promise<void> {
  await page.getByText(text, { exact: true }).waitFor();
}

async function pressButton(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name, exact: true }).click();
}

/** Types a UTC date-time into a picker as 'YYYY-MM-DD HH:mm' and confirms it with Enter. */
async function pickDateTime(row: Locator, label: 'Start Date' | 'End Date', iso: string): Promise<void> {
  const field = row.getByRole('textbox', { name: label, exact: true });
  await field.click();
  await field.fill(dayjs.utc(iso).format('YYYY-MM-DD HH:mm'));
  await field.press('Enter');
}

async function chooseDayOfWeek(page: Page, row: Locator, day: string): Promise<void> {
  await row.getByRole('combobox', { name: 'Day of Week', exact: true }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: day }).click();
}

interface BoosterEntry {
  multiplier: string;
  name: string;
  start?: string;
  end?: string;
  dayOfWeek?: string;
  dayOfMonth?: string;
}

async function fillBooster(page: Page, number: number, entry: BoosterEntry): Promise<void> {
  const row = boosterRow(page, number);
  await row.getByRole('spinbutton', { name: 'Multiplier', exact: true }).fill(entry.multiplier);
  await row.getByRole('textbox', { name: 'Name', exact: true }).fill(entry.name);
  if (entry.start) await pickDateTime(row, 'Start Date', entry.start);
  if (entry.end) await pickDateTime(row, 'End Date', entry.end);
  if (entry.dayOfWeek) await chooseDayOfWeek(page, row, entry.dayOfWeek);
  if (entry.dayOfMonth) await row.getByRole('spinbutton', { name: 'Day of month', exact: true }).fill(entry.dayOfMonth);
}

/** A full load of the tournament's page, then its Boosters tab (a full load restarts the store). */
async function openBoostersTab(session: ConsoleSession, tournament: Tournament): Promise<void> {
  await goToPath(session, `/tournament/${tournament.id}`);
  await assertHeading(session.page, `Draft tournament - ${tournament.title}`);
  await session.page.getByRole('tab', { name: 'Boosters', exact: true }).click();
}

/** One signed-in visit: a demo Draft's boosters added, edited, deleted and saved with the page's Save; another Draft published with a new booster. */
describe('the Boosters tab in Chromium with the demo data', () => {
  let session: ConsoleSession | undefined;
  const page = () => session!.page;
  const api = <T>(path: string) => session!.getJson<T>(path);

  /** A demo Draft that passes `mode`'s rules now and, when asked, already has boosters. */
  const demoDraft = (mode: ValidationMode, withBoosters: boolean) =>
    findDemoDraft(session!, `for ${mode} ${withBoosters ? 'with' : 'without'} boosters`, async (draft) => {
      const boosters = await api<Booster[]>(`/api/boosters/${draft.id}`);
      return validateTournament(draft, { mode, now: new Date() }).length === 0 && boosters.length > 0 === withBoosters;
    });

  beforeAll(async () => {
    session = await startConsole();
  });

  afterAll(() => session?.stop());

  it('adds two boosters, edits them, deletes a saved one, and Save keeps exactly that', async () => {
    const draft = await demoDraft('update', true);
    const olds = await api<Booster[]>(`/api/boosters/${draft.id}`);
    const count = olds.length;
    const start = dayjs.utc(draft.time_configuration.start);
    const early: BoosterEntry = {
      multiplier: '2.5',
      name: 'Early birds',
      start: start.add(1, 'day').add(6, 'hour').toISOString(),
      end: start.add(2, 'day').add(9, 'hour').toISOString(),
      dayOfWeek: 'Saturday',
      dayOfMonth: '15',
    };
    await openBoostersTab(session!, draft);
    await assertCountLine(page(), `${count} boosters`);
    expect(await boosterRow(page(), 1).getByRole('textbox', { name: 'Name', exact: true }).inputValue()).toBe(olds[0].name);

    await pressButton(page(), 'Add');
    await pressButton(page(), 'Add');
    await assertCountLine(page(), `${count + 2} boosters`);
    await fillBooster(page(), count + 1, early);
    await fillBooster(page(), count + 2, { multiplier: '3', name: 'Late owls', dayOfMonth: '1' });
    await boosterRow(page(), 1).getByRole('button', { name: 'Delete', exact: true }).click();
    await assertCountLine(page(), `${count + 1} boosters`);
    await unsavedChangesIndicator(page()).waitFor();

    await page().getByRole('region', { name: 'Save bar' }).getByRole('button', { name: 'Save', exact: true }).click();
    await assertToast(page(), 'Tournament saved');
    await unsavedChangesIndicator(page()).waitFor({ state: 'detached' });

    const stored = await api<Booster[]>(`/api/boosters/${draft.id}`);
    expect(stored.slice(0, count - 1)).toEqual(olds.slice(1));
    expect(stored.slice(count - 1).map(({ id: _id, tournament_id: _tournamentId, ...booster }) => booster)).toEqual([
      { multiplier: 2.5, name: 'Early birds', start_date: early.start, end_date: early.end, day_of_week: 6, day_of_month: 15 },
      { multiplier: 3, name: 'Late owls', start_date: null, end_date: null, day_of_week: null, day_of_month: 1 },
    ]);

    await openBoostersTab(session!, draft);
    await assertCountLine(page(), `${count + 1} boosters`);
    const earlyRow = boosterRow(page(), count);
    expect(await earlyRow.getByRole('textbox', { name: 'Name', exact: true }).inputValue()).toBe('Early birds');
    expect(await earlyRow.getByRole('spinbutton', { name: 'Multiplier', exact: true }).inputValue()).toBe('2.5');
    expect(await earlyRow.getByRole('textbox', { name: 'Start Date', exact: true }).inputValue()).toBe(dayjs.utc(early.start).format('YYYY-MM-DD HH:mm'));
    expect(await earlyRow.getByRole('textbox', { name: 'End Date', exact: true }).inputValue()).toBe(dayjs.utc(early.end).format('YYYY-MM-DD HH:mm'));
    await earlyRow.getByTitle('Saturday', { exact: true }).waitFor();
    expect(await earlyRow.getByRole('spinbutton', { name: 'Day of month', exact: true }).inputValue()).toBe('15');
    expect(await boosterRow(page(), count + 1).getByRole('textbox', { name: 'Name', exact: true }).inputValue()).toBe('Late owls');
  });

  it('publishes a Draft with a booster not saved yet: the booster is saved and the tournament is In Progress', async () => {
    const draft = await demoDraft('publish', false);
    await openBoostersTab(session!, draft);
    await assertCountLine(page(), 'There are no boosters');
    await pressButton(page(), 'Add');
    await fillBooster(page(), 1, { multiplier: '2', name: 'Launch boost' });

    await pressPublishAndConfirm(page());
    await assertHeading(page(), `In Progress tournament - ${draft.title}`);
    expect((await api<Tournament>(`/api/tournaments/${draft.id}`)).status).toBe(TournamentStatus.InProgress);
    expect(await api<Booster[]>(`/api/boosters/${draft.id}`)).toEqual([expect.objectContaining({ tournament_id: draft.id, name: 'Launch boost', multiplier: 2 })]);
    // Read-only now: the saved booster is shown, with no Add or Delete.
    await assertCountLine(page(), '1 booster');
    expect(await page().getByRole('button', { name: 'Add', exact: true }).count()).toBe(0);
    expect(await boosterRow(page(), 1).getByRole('textbox', { name: 'Name', exact: true }).isDisabled()).toBe(true);
  });

  it("showed no browser errors or warnings but the development build's findDOMNode notices", () => {
    expect(unexpectedBrowserProblems(session!)).toEqual([]);
  });
});
