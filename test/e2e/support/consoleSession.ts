import type { Browser, ConsoleMessage, Page } from 'playwright-core';
import { launchChromium } from './browser';
import { fillLoginForm } from './signInPages';
import { builtSpaDir } from './spaBuild';
import { openSeededCopy } from './seededTemplate';
import { freePort, startTestServer, type DatabaseHandle, type TestServer } from './testServer';

/**
 * The console in headless Chromium against a real server with the demo data — the start of every
 * e2e spec of the SPA. The e2e globalSetup builds the SPA once per run (see spaBuild.ts).
 *
 *   let session: ConsoleSession;
 *   beforeAll(async () => { session = await startConsole(); });  // signed in as admin/admin, on '/'
 *   afterAll(() => session?.stop());
 *
 *   await clickNavLink(session.page, 'Scheduled');                 // client-side, keeps the store
 *   await assertHeading(session.page, 'Scheduled tournaments');
 *   await session.getJson('/api/tournaments/running');               // the API as admin, for set-up
 *   expect(session.browserProblems).toEqual([]);                     // console errors/warnings, page errors
 *
 * Page steps live in consolePages.ts; the action log and state in recordedActions.ts.
 */
export interface ConsoleSession {
  server: TestServer;
  browser: Browser;
  page: Page;
  /** GET of an API path as admin (set-up and checks), its JSON answer as `T`. */
  getJson<T>(path: string): Promise<T>;
  /** An absolute URL on the server: url('/draft'). */
  url(path: string): string;
  /** Every console error or warning and uncaught page error seen so far, as text. */
  browserProblems: string[];
  /** Closes the browser and stops the server; safe to call twice and after a failed start. */
  stop(): Promise<void>;
  /** Stops the server only, the browser staying on its page (a server restart: `startServerAgain` after it). */
  stopServer(): Promise<void>;
  /** Starts the server again on the same port and database (the session started with `database` and a pinned PORT). */
  startServerAgain(): Promise<void>;
}

export interface StartConsoleOptions {
  /** Sign in as admin/admin and wait for the navbar (default); false leaves the page unopened. */
  signIn?: boolean;
  viewport?: { width: number; height: number };
  /** Extra server environment (WEB_ROOT is always the built SPA); a PORT pins the server's address across a restart. */
  env?: NodeJS.ProcessEnv;
  /** The server's database, kept open across a restart (the caller closes it); a fresh one of its own otherwise. */
  database?: DatabaseHandle;
  /** Run the server's background jobs (the results' computation, the outbox's dispatch...); off by default, as in the server tests. */
  backgroundJobs?: boolean;
}

const DEFAULT_VIEWPORT = { width: 1280, height: 800 };

/** keycloak-js sandboxes its login-status iframes with allow-scripts and allow-same-origin on purpose. */
const EXPECTED_BROWSER_WARNINGS = [/An iframe which has both allow-scripts and allow-same-origin for its sandbox attribute/];

function describeConsoleMessage(message: ConsoleMessage): string | undefined {
  const type = message.type();
  if (type !== 'error' && type !== 'warning') return undefined;
  const text = message.text();
  if (EXPECTED_BROWSER_WARNINGS.some((expected) => expected.test(text))) return undefined;
  return `${type}: ${text}`;
}

export async function startConsole(options: StartConsoleOptions = {}): Promise<ConsoleSession> {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  let seededCopy: DatabaseHandle | undefined;
  const stop = async () => {
    await browser?.close().catch(() => undefined);
    browser = undefined;
    await server?.stop();
    server = undefined;
    await seededCopy?.close();
    seededCopy = undefined;
  };
  try {
    const port = options.env?.PORT ?? String(await freePort());
    const serverEnv = { ...options.env, PORT: port, WEB_ROOT: builtSpaDir() };
    // A copy of the run's seeded demo when it is still as good as a fresh one; the server seeds its own otherwise.
    seededCopy = options.database ? undefined : await openSeededCopy(`http://127.0.0.1:${port}`);
    const database = options.database ?? seededCopy;
    server = await startTestServer({ seedDemoData: true, database, env: serverEnv, backgroundJobs: options.backgroundJobs });
    browser = await launchChromium();
    const context = await browser.newContext({ viewport: options.viewport ?? DEFAULT_VIEWPORT });
    const page = await context.newPage();
    const browserProblems: string[] = [];
    page.on('console', (message) => {
      const problem = describeConsoleMessage(message);
      if (problem) browserProblems.push(problem);
    });
    page.on('pageerror', (error) => browserProblems.push(`pageerror: ${error.message}`));
    // A const for the closures: `server` itself is reassigned by stop(), so they could not rely on it.
    const started = server;
    const getJson = async <T>(path: string) => (await started.request('GET', path)).json as T;
    const stopServer = async () => {
      await server?.stop();
      server = undefined;
    };
    const startServerAgain = async () => {
      if (!options.database || !options.env?.PORT) throw new Error('A restart needs the database and a pinned PORT given to startConsole');
      server = await startTestServer({ database: options.database, env: serverEnv });
    };
    const session: ConsoleSession = { server, browser, page, getJson, url: (path) => `${started.url}${path}`, browserProblems, stop, stopServer, startServerAgain };
    if (options.signIn ?? true) {
      await page.goto(session.url('/'));
      await signInToConsole(page, 'admin', 'admin');
    }
    return session;
  } catch (error) {
    await stop();
    throw error;
  }
}

/** On the provider's login form: signs in and waits until the console shows its navbar. */
export async function signInToConsole(page: Page, username: string, password: string): Promise<void> {
  await fillLoginForm(page, username, password);
  await assertConsoleShown(page);
}

/** The navbar is shown: named 'Main' in English (`navigation` names it in the language shown). */
export async function assertConsoleShown(page: Page, navigation = 'Main'): Promise<void> {
  await page.getByRole('navigation', { name: navigation }).waitFor({ timeout: 20_000 });
}
