import type { Page } from 'playwright-core';
import { OptInCondition } from '../../src/domain/enums';
import type { Tournament } from '../../src/domain/tournament';
import { validateTournament } from '../../src/domain/tournamentValidation';
import { accessibilityNode, assertHeading, assertToast, clickNavLink, goToPath, unexpectedBrowserProblems, unsavedChangesIndicator } from './support/consolePages';
import { startConsole, type ConsoleSession } from './support/consoleSession';
import { findDemoDraft } from './support/demoDrafts';
import { expectFocusOn } from './support/keyboard';
import { waitForPageCondition } from './support/pageCondition';
import { pressCancelAndConfirm, pressPublishAndConfirm } from './support/publishAndCancel';

/** Steps on the Create page and the Tournament page, named as a person would do them. */
async function pressButton(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name, exact: true }).click();
}

/** Duplicate opens the clone in a new tab (spec §4): that tab, once its heading shows. */
async function pressDuplicate(page: Page): Promise<Page> {
  const [clonePage] = await Promise.all([page.context().waitForEvent('page'), pressButton(page, 'Duplicate')]);
  return clonePage;
}

async function assignPlayer(page: Page, playerId: string): Promise<void> {
  await pressButton(page, 'Assign player');
  const dialog = page.getByRole('dialog', { name: 'Assign player' });
  const field = dialog.getByRole('textbox', { name: 'Player ID' });
  expect(await field.getAttribute('placeholder')).toBe('Enter player id...');
  await field.fill(playerId);
  await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
}

/** One signed-in visit: an empty Create refused, an autosaved form recovered, a ready demo draft published, duplicated and its clone refused, a player assigned, a tournament canceled. */
describe('the Create page and the Tournament page in Chromium with the demo data', () => {
  let session: ConsoleSession | undefined;
  const page = () => session!.page;
  const api = <T>(path: string) => session!.getJson<T>(path);

  /** A demo Draft that passes every publish rule now. */
  const readyDraft = () => findDemoDraft(session!, 'ready to publish', (draft) => validateTournament(draft, { mode: 'publish', now: new Date() }).length === 0);

  beforeAll(async () => {
    session = await startConsole();
  });

  afterAll(() => session?.stop());

  it("refuses Create on the empty form with 'Error' toasts and marks the fields", async () => {
    await clickNavLink(page(), 'Create tournament');
    await assertHeading(page(), 'Create tournament');
    expect(await page().title()).toBe('Create tournament');
    await pressButton(page(), 'Create');
    await assertToast(page(), 'Error');
    // The field shows its first message under it, in antd's error state.
    await page().locator('.ant-form-item-has-error').getByText('Title required', { exact: true }).waitFor();
    expect(await page().locator('.ant-form-item-has-error').count()).toBeGreaterThan(1);
    // A screen reader at the field hears its message, and that it is invalid.
    expect(await accessibilityNode(page(), page().getByLabel('Title', { exact: true }))).toEqual({ name: 'Title', description: 'Title required', invalid: 'true' });
    expect(page().url()).toBe(session!.url('/create'));
  });

  it('offers the autosaved create form back after a reload, and Yes restores it', async () => {
    await page().getByLabel('Title', { exact: true }).fill('Autosaved cup');
    // Spec §4: autosaved 1 second after the last edit.
    await waitForPageCondition(page(), "localStorage.getItem('incomplete_new_tournament')?.includes('Autosaved cup') === true");
    await goToPath(session!, '/create');
    await page().getByText('You have an unfinished tournament. Would you like to continue?', { exact: true }).waitFor();
    await pressButton(page(), 'Yes');
    // The prompt is gone with the button pressed: focus is on the page's heading, the form after it.
    await expectFocusOn(page(), page().getByRole('heading', { name: 'Create tournament', exact: true }));
    expect(await page().getByLabel('Title', { exact: true }).inputValue()).toBe('Autosaved cup');
    await unsavedChangesIndicator(page()).waitFor();
  });

  it('publishes a ready Draft, duplicates it into a Draft clone that Publish refuses, then cancels the original', async () => {
    const draft = await readyDraft();
    await goToPath(session!, `/tournament/${draft.id}`);
    await assertHeading(page(), `Draft tournament - ${draft.title}`);
    await pressPublishAndConfirm(page());
    await assertHeading(page(), `In Progress tournament - ${draft.title}`);
    await expectFocusOn(page(), page().getByRole('heading', { name: `In Progress tournament - ${draft.title}`, exact: true }));

    const clonePage = await pressDuplicate(page());
    await assertHeading(clonePage, `Draft tournament - ${draft.title} [Clone]`);
    expect(new URL(clonePage.url()).pathname).toMatch(/^\/tournament\/\d+$/);
    expect(clonePage.url()).not.toBe(page().url());
    await pressPublishAndConfirm(clonePage);
    await assertToast(clonePage, 'Please change the title. It must not end with [Clone]');
    await assertHeading(clonePage, `Draft tournament - ${draft.title} [Clone]`);
    await clonePage.close();

    // Back to the first tab, as a person would be: a tab left in the background has its animation frames paused.
    await page().bringToFront();
    await pressCancelAndConfirm(page());
    await assertHeading(page(), `Canceled tournament - ${draft.title}`);
    // Cancel is gone with the status it was offered in: focus is on the heading that says the new one.
    await expectFocusOn(page(), page().getByRole('heading', { name: `Canceled tournament - ${draft.title}`, exact: true }));
  });

  it("assigns a player who is not on a running OptIn tournament: 'Player assigned'", async () => {
    const running = await api<{ id: number }[]>('/api/tournaments/running');
    const full = await Promise.all(running.map(({ id }) => api<Tournament>(`/api/tournaments/${id}`)));
    const optIn = full.find((tournament) => tournament.opt_in_condition === OptInCondition.OptIn);
    if (!optIn) throw new Error('The demo data has no running OptIn tournament');
    const { db } = session!.server.ctx;
    const outsider = await db
      .selectFrom('players')
      .select('id')
      .where('id', 'not in', db.selectFrom('leaderboard_rows').select('user_id').where('tournament_id', '=', optIn.id))
      .orderBy('id')
      .executeTakeFirstOrThrow();

    await goToPath(session!, `/tournament/${optIn.id}`);
    await assertHeading(page(), `In Progress tournament - ${optIn.title}`);
    await assignPlayer(page(), outsider.id);
    await assertToast(page(), 'Player assigned');
    await page().getByRole('dialog', { name: 'Assign player' }).waitFor({ state: 'hidden' });
  });

  it('showed no browser errors or warnings but the development build\'s findDOMNode notices', () => {
    expect(unexpectedBrowserProblems(session!)).toEqual([]);
  });
});
