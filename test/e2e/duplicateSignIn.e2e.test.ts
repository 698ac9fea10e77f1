import type { Page, Response } from 'playwright-core';
import type { Tournament } from '../../src/domain/tournament';
import { validateTournament } from '../../src/domain/tournamentValidation';
import { assertHeading, goToPath, unexpectedBrowserProblems } from './support/consolePages';
import { startConsole, type ConsoleSession } from './support/consoleSession';
import { findDemoDraft } from './support/demoDrafts';

const AUTHORIZATION_ENDPOINT = '/protocol/openid-connect/auth';
const TOKEN_ENDPOINT = '/protocol/openid-connect/token';

/** A request of the new tab, as it was sent. */
interface SentRequest {
  url: string;
  authorization: string | undefined;
}

/**
 * Presses Duplicate on `draft`'s page and waits for the clone's heading in the tab it opens, then closes it; answers
 * every request that tab made, its frames' included, from its first (the context's page event comes before it sends
 * one), and the token endpoint's answers to the first tab from the press on.
 */
async function duplicateIntoNewTab(session: ConsoleSession, draft: Tournament): Promise<{ requests: SentRequest[]; firstTabTokens: Response[] }> {
  const { page } = session;
  await goToPath(session, `/tournament/${draft.id}`);
  await assertHeading(page, `Draft tournament - ${draft.title}`);
  const firstTabTokens: Response[] = [];
  const recordToken = (response: Response) => (response.url().endsWith(TOKEN_ENDPOINT) ? firstTabTokens.push(response) : undefined);
  page.on('response', recordToken);
  const requests: SentRequest[] = [];
  const record = (opened: Page) => opened.on('request', (request) => requests.push({ url: request.url(), authorization: request.headers().authorization }));
  page.context().once('page', record);
  const [clonePage] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('button', { name: 'Duplicate', exact: true }).click()]);
  await assertHeading(clonePage, `Draft tournament - ${draft.title} [Clone]`);
  await clonePage.close();
  page.off('response', recordToken);
  await page.bringToFront();
  return { requests, firstTabTokens };
}

const urlsTo = (requests: SentRequest[], endpoint: string) => requests.map(({ url }) => url).filter((url) => url.includes(endpoint));

/** Duplicate's new tab starts with a sign-in the console's tab made for it (decision 147), not a trip through the provider's /auth. */
describe('the tab Duplicate opens, in Chromium', () => {
  let session: ConsoleSession | undefined;
  const readyDraft = () => findDemoDraft(session!, 'ready to publish', (found) => validateTournament(found, { mode: 'publish', now: new Date() }).length === 0);

  beforeAll(async () => {
    session = await startConsole();
  });

  afterAll(() => session?.stop());

  it("shows the clone's heading without a request to the provider's /auth, signed in with tokens of its own", async () => {
    const { requests, firstTabTokens } = await duplicateIntoNewTab(session!, await readyDraft());
    expect(urlsTo(requests, AUTHORIZATION_ENDPOINT)).toEqual([]);
    expect(urlsTo(requests, TOKEN_ENDPOINT)).toEqual([]);
    // The first tab signed in for it, and the new tab sends those tokens: its own, not the first tab's, whose refresh
    // token used in two tabs would end the session (the provider ends a session whose refresh token is used twice).
    expect(firstTabTokens).toHaveLength(1);
    const minted = (await firstTabTokens[0].json()) as { access_token: string };
    const tournamentRead = requests.find(({ url }) => new URL(url).pathname.startsWith('/api/tournaments/'));
    expect(tournamentRead?.authorization).toBe(`Bearer ${minted.access_token}`);
    expect(unexpectedBrowserProblems(session!)).toEqual([]);
  });

  it("signs in as it always did when the first tab's silent sign-in for it fails", async () => {
    const page = session!.page;
    const silentSignIn = (url: URL) => url.pathname.endsWith(AUTHORIZATION_ENDPOINT) && url.searchParams.get('prompt') === 'none';
    await page.route(silentSignIn, (route) => route.abort('connectionrefused'));
    try {
      const { requests } = await duplicateIntoNewTab(session!, await readyDraft());
      expect(urlsTo(requests, AUTHORIZATION_ENDPOINT)).toHaveLength(1);
    } finally {
      await page.unroute(silentSignIn);
    }
  });
});
