import fs from 'node:fs';
import type { Dialog, Download, Locator, Page } from 'playwright-core';
import { goToPath } from './support/consolePages';
import { startConsole, type ConsoleSession } from './support/consoleSession';

/** Steps on the Leaderboard tab's Export, named as a person would do them. */
const exportButton = (page: Page) => page.getByRole('button', { name: 'Export', exact: true });

/** The download, and the file name the console gave it (its worker's Content-Disposition). */
async function pressExportAndCatchDownload(page: Page): Promise<{ download: Download; fileName: string }> {
  const [download, response] = await Promise.all([
    page.waitForEvent('download'),
    page.waitForResponse((candidate) => new URL(candidate.url()).pathname.startsWith('/downloads/')),
    exportButton(page).click(),
  ]);
  const disposition = (await response.headerValue('content-disposition')) ?? '';
  return { download, fileName: /filename="([^"]*)"/.exec(disposition)?.[1] ?? disposition };
}

/** The Export button once it is named 'Export' again; failing, says what the button is named and holds instead. */
async function idleExportButton(page: Page): Promise<Locator> {
  const button = exportButton(page);
  try {
    await button.waitFor({ timeout: 10_000 });
  } catch (error) {
    const found = page.getByRole('button', { name: /Export/ });
    throw new Error(`${String(error)}\nFound instead: ${await found.ariaSnapshot()}\n${await found.innerHTML()}`);
  }
  return button;
}

async function pressExportAndCatchAlert(page: Page): Promise<Dialog> {
  const [dialog] = await Promise.all([page.waitForEvent('dialog'), exportButton(page).click()]);
  await dialog.accept();
  return dialog;
}

const EXPORT_ROUTE = '**/api/export/leaderboard/**';

/** One signed-in visit to the demo running tournament: an export saved to disk, then one the server refuses. */
describe('the leaderboard Export in Chromium with the demo data', () => {
  let session: ConsoleSession | undefined;
  let tournamentId: number;
  const page = () => session!.page;

  beforeAll(async () => {
    session = await startConsole();
    const running = await session.getJson<{ id: number; title: string }[]>('/api/tournaments/running');
    tournamentId = running.find((tournament) => tournament.title === 'Spring Slots Sprint')!.id;
    await goToPath(session, `/tournament/${tournamentId}`);
    await page().getByRole('tab', { name: 'Leaderboard', exact: true }).click();
    await exportButton(page()).waitFor();
  });

  afterAll(() => session?.stop());

  it('downloads {tournamentId}_leaderboard_{ISO time}.csv with the header and all 300 players, streamed by the download worker', async () => {
    const { download, fileName } = await pressExportAndCatchDownload(page());
    expect(fileName).toMatch(new RegExp(`^${tournamentId}_leaderboard_\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\.\\d{3}Z\\.csv$`));
    // Chromium saves no ':' in a file name (illegal on Windows): it writes '_' instead, whatever the server or page asks.
    expect(download.suggestedFilename()).toBe(fileName.replaceAll(':', '_'));
    // Through the worker's path, not an object URL of a file held in the page.
    expect(new URL(download.url()).pathname).toMatch(/^\/downloads\/[0-9a-f-]{36}$/);
    const text = fs.readFileSync((await download.path())!, 'utf8');
    // The UTF-8 byte order mark Excel needs to show Romanian names (issue 27), then the header with the prize last.
    expect(text.startsWith('\uFEFFrank,user_id,user_name,total_score,computed,prize_code,prize_name\n')).toBe(true);
    const lines = text.trimEnd().split('\n');
    expect(lines).toHaveLength(301);
    expect(lines.slice(1).map((line) => Number(line.split(',')[0]))).toEqual(Array.from({ length: 300 }, (_, i) => i + 1));
    // The spinner stops once the browser has the file.
    await page().locator('button.ant-btn-loading').waitFor({ state: 'detached' });
  });

  it("shows the browser alert 'Error: {status} - {statusText}' when the server refuses the export, and saves nothing", async () => {
    await page().context().route(EXPORT_ROUTE, (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Database unavailable"}' }));
    const downloads: Download[] = [];
    page().on('download', (download) => downloads.push(download));
    try {
      const dialog = await pressExportAndCatchAlert(page());
      expect(dialog.type()).toBe('alert');
      expect(dialog.message()).toBe('Error: 503 - Service Unavailable');
    } finally {
      await page().context().unroute(EXPORT_ROUTE);
    }
    expect(downloads).toEqual([]);
    expect(await (await idleExportButton(page())).isEnabled()).toBe(true);
    // The download worker installed (no fallback through memory was announced).
    expect(session!.browserProblems.filter((problem) => problem.includes('download'))).toEqual([]);
  });

  it('answers a download it does not hold as gone, in the language its address names (last: it leaves the console)', async () => {
    const expired = await page().goto(session!.url('/downloads/no-such-order?language=ro'));
    expect(expired?.status()).toBe(410);
    expect(await expired?.text()).toBe('Această descărcare a expirat.');
  });
});
