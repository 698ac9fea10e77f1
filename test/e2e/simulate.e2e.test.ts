import fs from 'node:fs';
import { assertHeading, goToPath, unexpectedBrowserProblems } from './support/consolePages';
import { startConsole, type ConsoleSession } from './support/consoleSession';
import { findDemoDraft } from './support/demoDrafts';
import { readmeScreenshotPath } from './support/readmeScreenshots';
import { runSimulation } from './support/simulatePanel';

/** Issue 12: Simulate on a draft shows what it would have done last week and what it would have cost. */
describe('Simulate on a draft', () => {
  let session: ConsoleSession | undefined;
  afterAll(() => session?.stop());

  it('shows the projected winners with their prizes, the players reached per tier and the total cost', async () => {
    session = await startConsole();
    const { page } = session;
    const draft = await findDemoDraft(session, 'with tiers', (tournament) => tournament.tiers.length > 0);
    await goToPath(session, `/tournament/${draft.id}`);
    await assertHeading(page, `Draft tournament - ${draft.title}`);

    const { panel, result } = await runSimulation(page);

    expect(result.events).toBeGreaterThan(0);
    expect(result.rows.length).toBeGreaterThan(0);
    const [first] = result.rows;
    const firstRow = panel.getByRole('row').filter({ hasText: first.user_id });
    await firstRow.waitFor();
    expect((await firstRow.getByRole('cell').allTextContents()).slice(0, 3)).toEqual(['1', first.user_name || first.user_id, first.user_id]);
    const screenshot = readmeScreenshotPath('simulate.png');
    await page.screenshot({ path: screenshot });
    expect(fs.statSync(screenshot).size).toBeGreaterThan(10_000);
    expect(unexpectedBrowserProblems(session)).toEqual([]);
  });
});
