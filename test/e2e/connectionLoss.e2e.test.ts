import type { Page } from 'playwright-core';
import type { Tournament } from '../../src/domain/tournament';
import { validateTournament } from '../../src/domain/tournamentValidation';
import { assertHeading, assertToast, goToPath } from './support/consolePages';
import { signInToConsole, startConsole, type ConsoleSession } from './support/consoleSession';
import { findDemoDraft } from './support/demoDrafts';
import { waitForPageCondition } from './support/pageCondition';
import { freePort, openTestDatabase, type DatabaseHandle } from './support/testServer';

const SERVER_LOST = 'Cannot reach the server. Reconnecting… Your changes stay on this page and in this browser until it answers.';

const connectionBanner = (page: Page) => page.getByRole('alert').filter({ hasText: SERVER_LOST });
const titleField = (page: Page) => page.getByLabel('Title', { exact: true });
const pressSave = (page: Page) => page.getByRole('button', { name: 'Save', exact: true }).click();

/**
 * Issue 27: a network drop or a server restart used to send the page to the sign-in (keycloak-js's login-required,
 * after the session iframe's check failed), which failed in turn: the browser's error page, the edits gone. One Draft
 * edited through both, then a session ended elsewhere, then an idle leaderboard through a restart, in order.
 */
describe('losing the network and the server while editing a Draft, in Chromium', () => {
  let database: DatabaseHandle | undefined;
  let session: ConsoleSession | undefined;
  let draft: Tournament;
  const page = () => session!.page;

  /** The page is still the console's tournament page: never the sign-in, never the browser's error page. */
  const assertStillOnTheDraft = () => expect(page().url()).toBe(session!.url(`/tournament/${draft.id}`));

  beforeAll(async () => {
    database = await openTestDatabase();
    // A pinned port: the restarted server has the same address, as a real restart does.
    session = await startConsole({ database, env: { PORT: String(await freePort()) } });
    draft = await findDemoDraft(session, 'that saves as it is', (candidate) => validateTournament(candidate, { mode: 'update', now: new Date() }).length === 0);
    await goToPath(session, `/tournament/${draft.id}`);
    await assertHeading(page(), `Draft tournament - ${draft.title}`);
  });

  afterAll(async () => {
    await session?.stop();
    await database?.close();
  });

  it('stays on the page with the edit when the network is cut, says so, and saves it by itself when the network is back', async () => {
    await titleField(page()).fill(`${draft.title} offline`);
    await page().context().setOffline(true);
    await connectionBanner(page()).waitFor();
    // Save asks keycloak-js for a fresh token, which checks the session iframe first: that check is what navigated away.
    await pressSave(page());
    await assertToast(page(), 'Failed to save tournament');
    assertStillOnTheDraft();
    expect(await titleField(page()).inputValue()).toBe(`${draft.title} offline`);
    // A check that could not be made ended no session: nobody is asked to sign in again.
    expect(await page().getByText('Your session has ended', { exact: true }).count()).toBe(0);

    await page().context().setOffline(false);
    await connectionBanner(page()).waitFor({ state: 'detached' });
    assertStillOnTheDraft();
    // The Save that found no network is made again, once, and says so (decision 157).
    await assertToast(page(), 'Saving your changes again');
    await assertToast(page(), 'Tournament saved');
    expect((await session!.getJson<Tournament>(`/api/tournaments/${draft.id}`)).title).toBe(`${draft.title} offline`);
  });

  it('keeps the edit on the page and in the browser while the server is stopped, and saves it by itself once the server is back', async () => {
    await session!.stopServer();
    await titleField(page()).fill(`${draft.title} restarted`);
    await pressSave(page());
    await connectionBanner(page()).waitFor();
    assertStillOnTheDraft();
    expect(await titleField(page()).inputValue()).toBe(`${draft.title} restarted`);
    // Kept in the browser too, should the tab be closed before the server answers.
    await waitForPageCondition(page(), `localStorage.getItem('unsaved_tournament_${draft.id}')?.includes(${JSON.stringify(`${draft.title} restarted`)}) === true`);

    await session!.startServerAgain();
    // Tried again after 1 s, 2 s, 4 s …: the banner goes at the first answer, and the Save is made again by itself.
    await connectionBanner(page()).waitFor({ state: 'detached', timeout: 40_000 });
    assertStillOnTheDraft();
    await assertToast(page(), 'Saving your changes again');
    await waitForPageCondition(page(), `localStorage.getItem('unsaved_tournament_${draft.id}') === null`);
    expect((await session!.getJson<Tournament>(`/api/tournaments/${draft.id}`)).title).toBe(`${draft.title} restarted`);
  });

  it('asks to sign in again only once the session has really ended, and offers the edit back after it', async () => {
    await titleField(page()).fill(`${draft.title} signed in again`);
    await signOutInAnotherTab(session!);
    // The session iframe notices within its 5 s; the page stays, with the edit.
    await page().getByRole('dialog', { name: 'Your session has ended' }).waitFor();
    assertStillOnTheDraft();
    expect(await titleField(page()).inputValue()).toBe(`${draft.title} signed in again`);

    await page().getByRole('button', { name: 'Sign in again', exact: true }).click();
    await signInToConsole(page(), 'admin', 'admin');
    assertStillOnTheDraft();
    await page().getByText('This tournament has changes made earlier in this browser that were not saved. Would you like to restore them?', { exact: true }).waitFor();
    await page().getByRole('button', { name: 'Yes', exact: true }).click();
    expect(await titleField(page()).inputValue()).toBe(`${draft.title} signed in again`);
    await pressSave(page());
    await assertToast(page(), 'Tournament saved');
    expect((await session!.getJson<Tournament>(`/api/tournaments/${draft.id}`)).title).toBe(`${draft.title} signed in again`);
  });

  it('keeps an idle leaderboard on its page across a server restart, and live again once the server is back', async () => {
    const running = await session!.getJson<{ id: number; title: string }[]>('/api/tournaments/running');
    const { id, title } = running.find((tournament) => tournament.title === 'Spring Slots Sprint')!;
    const boardUrl = session!.url(`/tournament/${id}#/leaderboard`);
    await goToPath(session!, `/tournament/${id}#/leaderboard`);
    await assertHeading(page(), `In Progress tournament - ${title}`);
    const liveStatus = page().getByRole('status', { name: 'Live updates' });
    await liveStatus.getByText('Live', { exact: true }).waitFor();

    await session!.stopServer();
    // The stream drops and its next try finds no server: the banner tells, the tab stays.
    await connectionBanner(page()).waitFor();
    await liveStatus.getByText('Reconnecting…', { exact: true }).waitFor();
    expect(page().url()).toBe(boardUrl);

    await session!.startServerAgain();
    await connectionBanner(page()).waitFor({ state: 'detached', timeout: 40_000 });
    await liveStatus.getByText('Live', { exact: true }).waitFor({ timeout: 40_000 });
    expect(page().url()).toBe(boardUrl);
  }, 90_000);
});

/** The provider's sign-out page in a second tab, as when staff sign out elsewhere. */
async function signOutInAnotherTab(session: ConsoleSession): Promise<void> {
  const otherTab = await session.page.context().newPage();
  await otherTab.goto(session.url('/realms/tournaments/protocol/openid-connect/logout?client_id=tournament-console'));
  await otherTab.getByRole('button', { name: 'Sign out' }).click();
  await otherTab.getByText('You are signed out').waitFor();
  await otherTab.close();
}
