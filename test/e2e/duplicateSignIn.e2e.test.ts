import type { Page, Request } from 'playwright-core';
import { validateTournament } from '../../src/domain/tournamentValidation';
import { assertHeading, goToPath, unexpectedBrowserProblems } from './support/consolePages';
import { startConsole, type ConsoleSession } from './support/consoleSession';
import { findDemoDraft } from './support/demoDrafts';

/** Every request a page makes, its frames' included, from its first. */
function recordRequests(clonePage: Page, seen: Request[]): void {
  clonePage.on('request', (request) => seen.push(request));
}

/** Duplicate's new tab starts with a sign-in the console's tab made for it (decision 147), not a trip through the provider's /auth. */
describe('the tab Duplicate opens, in Chromium', () => {
  let session: ConsoleSession | undefined;

  beforeAll(async () => {
    session = await startConsole();
  });

  afterAll(() => session?.stop());

  it("shows the clone's heading without a request to the provider's /auth, signed in with tokens of its own", async () => {
    const draft = await findDemoDraft(session!, 'ready to publish', (found) => validateTournament(found, { mode: 'publish', now: new Date() }).length === 0);
    const page = session!.page;
    await goToPath(session!, `/tournament/${draft.id}`);
    await assertHeading(page, `Draft tournament - ${draft.title}`);

    const requests: Request[] = [];
    // The first tab signs in for the new one: its code exchange answers the tokens the new tab then sends.
    const mintedForNewTab = page.waitForResponse((response) => response.url().endsWith('/protocol/openid-connect/token'));
    // The context's page event comes before the new page's first request is sent: its listener sees them all.
    page.context().once('page', (clonePage) => recordRequests(clonePage, requests));
    const [clonePage] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('button', { name: 'Duplicate', exact: true }).click()]);
    await assertHeading(clonePage, `Draft tournament - ${draft.title} [Clone]`);

    const urls = requests.map((request) => request.url());
    expect(urls.filter((url) => url.includes('/protocol/openid-connect/auth'))).toEqual([]);
    expect(urls.filter((url) => url.includes('/protocol/openid-connect/token'))).toEqual([]);
    // Its own tokens, not the first tab's: the provider ends a session whose refresh token is used twice.
    const minted = (await (await mintedForNewTab).json()) as { access_token: string };
    const tournamentRead = requests.find((request) => new URL(request.url()).pathname.startsWith('/api/tournaments/'));
    expect(await tournamentRead?.headerValue('authorization')).toBe(`Bearer ${minted.access_token}`);
    expect(unexpectedBrowserProblems(session!)).toEqual([]);
  });
});
