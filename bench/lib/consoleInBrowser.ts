/**
 * The browser figures' set-up: a throw-away PGlite seeded for the figure, the server in its own process
 * serving the production SPA, and headless Chromium; everything is stopped again, also on failure.
 */
import type { Browser, Page } from 'playwright-core';
import type { DatabaseHandle } from '../../server/src/db/database';
import { launchChromium } from '../../test/e2e/support/browser';
import { assertConsoleShown } from '../../test/e2e/support/consoleSession';
import { fillLoginForm } from '../../test/e2e/support/signInPages';
import { productionSpaDir } from './productionSpa';
import { withServerProcess, type ServerProcess } from './serverProcess';
import { whileOpen, withThrowawayDatabase } from './throwawayDatabase';

export interface ConsoleInBrowser<Seeded> {
  server: ServerProcess;
  browser: Browser;
  /** What the figure's seed returned. */
  seeded: Seeded;
  /** A new browser context (empty cache, no cookies) signed in as admin/admin, on the console's Running page. */
  signedInPage(): Promise<Page>;
}

const VIEWPORT = { width: 1280, height: 800 };

export async function withConsoleInBrowser<Seeded, T>(
  log: (line: string) => void,
  seed: (handle: DatabaseHandle) => Promise<Seeded>,
  work: (console: ConsoleInBrowser<Seeded>) => Promise<T>,
): Promise<T> {
  const webRoot = await productionSpaDir(log);
  return withThrowawayDatabase('PGlite', undefined, async (database) => {
    const seeded = await whileOpen(database, seed);
    return withServerProcess({ ...database.serverEnv, WEB_ROOT: webRoot }, async (server) => {
      const browser = await launchChromium();
      try {
        const signedInPage = async () => {
          const page = await (await browser.newContext({ viewport: VIEWPORT })).newPage();
          await page.goto(`${server.url}/`);
          await fillLoginForm(page, 'admin', 'admin');
          await assertConsoleShown(page);
          return page;
        };
        return await work({ server, browser, seeded, signedInPage });
      } finally {
        await browser.close();
      }
    });
  });
}

/** `runs` measurements on a console seeded by `seed`, each given a way to open a new signed-in context (figures 1 and 17). */
export async function measureSignedInRuns<Result>(
  log: (line: string) => void,
  seed: (handle: DatabaseHandle) => Promise<unknown>,
  runs: number,
  measure: (openSignedIn: () => Promise<Page>, origin: string) => Promise<Result>,
): Promise<Result[]> {
  return withConsoleInBrowser(log, seed, async ({ server, signedInPage }) => {
    const results: Result[] = [];
    for (let run = 0; run < runs; run++) results.push(await measure(signedInPage, server.url));
    return results;
  });
}
