import { startConsole, type ConsoleSession } from './support/consoleSession';
import { freePort } from './support/testServer';

/**
 * The server is configured with an external identity provider on a port nobody listens on; its
 * /config.json sends the SPA there, keycloak-js cannot reach it, and the console refuses to show.
 */
describe('the console when the identity provider cannot be reached', () => {
  let session: ConsoleSession | undefined;

  beforeAll(async () => {
    const closedPort = await freePort();
    session = await startConsole({ signIn: false, env: { OIDC_ISSUER: `http://127.0.0.1:${closedPort}/realms/tournaments` } });
  });

  afterAll(() => session?.stop());

  it("shows '401 Unauthorized' instead of the app", async () => {
    const page = session!.page;
    await page.goto(session!.url('/'));
    await page.getByText('401 Unauthorized', { exact: true }).waitFor({ timeout: 30_000 });
    expect(await page.title()).toBe('401 Unauthorized');
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
  });
});
