import fs from 'node:fs';
import type { Page } from 'playwright-core';
import type { TournamentResults } from '../../src/domain/results/tournamentResults';
import { formatAmount } from '../../src/lib/format';
import { headingAxeViolations, seriousAxeViolations } from './support/axe';
import { assertHeading, goToPath, unexpectedBrowserProblems } from './support/consolePages';
import { startConsole, type ConsoleSession } from './support/consoleSession';
import { readmeScreenshotPath } from './support/readmeScreenshots';

/** A figure's card on the Results tab, named by its label. */
const figureCard = (page: Page, label: string) => page.getByRole('group', { name: label, exact: true });

/** The ROI as the tab writes it: its sign always, to the cent with a decimal comma, or why there is none. */
const roiText = (percent: number | null) => (percent === null ? 'None: the prizes cost no lei' : `${percent > 0 ? '+' : ''}${formatAmount(percent)}%`);

/**
 * Issue 28: the Results tab of a finished demo tournament, in Chromium with the server's background jobs on (the
 * results job looks every 10 seconds, so the tab first says they are being computed, then shows them by itself).
 */
describe('the Results tab in Chromium with the demo data', () => {
  let session: ConsoleSession | undefined;
  const page = () => session!.page;
  const api = <T>(path: string) => session!.getJson<T>(path);
  let tournament: { id: number; title: string };

  beforeAll(async () => {
    session = await startConsole({ backgroundJobs: true });
    // A completed tournament whose prizes are in the outbox: its results are final.
    const completed = await api<{ id: number; title: string; manual_payout?: boolean }[]>('/api/tournaments/completed');
    tournament = completed.find((candidate) => !candidate.manual_payout)!;
  });

  afterAll(() => session?.stop());

  it('opens Results of a finished tournament and reads its ROI, as the API computed it', async () => {
    await goToPath(session!, `/tournament/${tournament.id}`);
    await assertHeading(page(), `Completed tournament - ${tournament.title}`);
    await page().getByRole('tab', { name: 'Results' }).click();
    expect(new URL(page().url()).hash).toBe('#/results');
    const roi = figureCard(page(), 'ROI');
    // The job computes within about 10 s of the start; the tab asks again every 10 s while they are pending.
    await roi.waitFor({ timeout: 60_000 });

    const results = await api<TournamentResults>(`/api/tournaments/${tournament.id}/results`);
    expect(results.state).toBe('final');
    expect(await roi.locator('.results-figure-value').innerText()).toBe(roiText(results.roi_percent));
    expect(await roi.innerText()).toContain('(GGR during − GGR before − prize cost in lei) ÷ prize cost in lei.');
    expect(await page().locator('.results-state').innerText()).toBe('Final');
    expect(await figureCard(page(), 'Participants').locator('.results-figure-value').innerText()).toBe(String(results.funnel.scored));
  }, 90_000);

  it('names each chart and draws the score distribution and the points over time', async () => {
    const scores = page().getByRole('figure', { name: 'Score distribution' });
    await scores.getByRole('application', { name: 'Score distribution' }).waitFor();
    expect(await scores.getByRole('table', { name: 'Score distribution: the chart as a table' }).count()).toBe(1);
    await page().getByRole('figure', { name: 'Points over time' }).getByRole('application', { name: 'Points over time' }).waitFor();
    expect(await page().getByRole('figure').count()).toBe(4);
  });

  it('has no serious axe findings nor heading ones, and saves the README picture', async () => {
    expect([...(await seriousAxeViolations(page())), ...(await headingAxeViolations(page()))]).toEqual([]);
    const file = readmeScreenshotPath('results.png');
    await page().screenshot({ path: file, fullPage: true });
    expect(fs.statSync(file).size).toBeGreaterThan(10_000);
  });

  it('exports the results as CSV, named as the server names it', async () => {
    const [download] = await Promise.all([page().waitForEvent('download'), page().getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^${tournament.id}_results_\\d{4}-\\d\\d-\\d\\dT.*\\.csv$`));
  });

  it('exports the results as an .xlsx workbook, a ZIP of its parts, named as the server names it', async () => {
    const [download] = await Promise.all([page().waitForEvent('download'), page().getByRole('button', { name: 'Export XLSX' }).click()]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^${tournament.id}_results_\\d{4}-\\d\\d-\\d\\dT.*\\.xlsx$`));
    // A ZIP (its first local header's signature) whose entries' names, stored as they are, include the third sheet.
    const file = fs.readFileSync(await download.path());
    expect(file.subarray(0, 4)).toEqual(Buffer.from('PK\x03\x04', 'latin1'));
    expect(file.includes('xl/worksheets/sheet3.xml')).toBe(true);
  });

  it('opens Results of a tournament canceled while it ran: final, until its cancel, with no prizes', async () => {
    const canceled = await api<{ id: number; title: string; time_configuration: { start: string } }[]>('/api/tournaments/in-status/3');
    // The demo's 'Midweek Blackjack Battle' was canceled days after its start; the other one before its start.
    const ran = canceled.find((candidate) => new Date(candidate.time_configuration.start).getTime() < Date.now())!;
    await goToPath(session!, `/tournament/${ran.id}`);
    await assertHeading(page(), `Canceled tournament - ${ran.title}`);
    await page().getByRole('tab', { name: 'Results' }).click();
    await figureCard(page(), 'ROI').waitFor({ timeout: 60_000 });
    expect(await page().locator('.results-state').innerText()).toBe('Final');
    expect(await page().getByText('The tournament was canceled: these figures cover it until its cancel, and it gave no prizes.').count()).toBe(1);
    expect(await figureCard(page(), 'Prize winners').locator('.results-figure-value').innerText()).toBe('0');
  }, 90_000);

  it("showed no browser errors or warnings but the development build's findDOMNode notices", () => {
    expect(unexpectedBrowserProblems(session!)).toEqual([]);
  });
});
