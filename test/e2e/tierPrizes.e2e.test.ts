import { assertHeading, goToPath, unexpectedBrowserProblems } from './support/consolePages';
import { startConsole, type ConsoleSession } from './support/consoleSession';
import { findDemoDraft } from './support/demoDrafts';
import { runSimulation } from './support/simulatePanel';

/**
 * Issue 27, "prizes that cost what they say": picking BM_500_LEI ('500 lei bonus money') for ranks 1-10 left the tier
 * 'Free Spins' with value 0, and Simulate said it cost 0 lei. The tier now takes the bonus's type and value.
 */
describe('a bonus picked for a tier', () => {
  let session: ConsoleSession | undefined;
  beforeAll(async () => {
    session = await startConsole();
  });
  afterAll(() => session?.stop());

  // Simulate replays the demo's week of events: on a busy 2-core machine, more than the default 30 s in all.
  it("fills the tier's type and value, and Simulate counts what it costs", async () => {
    if (!session) throw new Error('The console did not start');
    const { page } = session;
    const draft = await findDemoDraft(session, 'with tiers', (tournament) => tournament.tiers.length > 0);
    await goToPath(session, `/tournament/${draft.id}`);
    await assertHeading(page, `Draft tournament - ${draft.title}`);

    // One tier only, so that the total cost is this tier's.
    const tiers = page.getByRole('region', { name: /^Tier \d+$/ });
    for (let left = draft.tiers.length; left > 0; left--) {
      await tiers.last().getByRole('button', { name: 'Delete', exact: true }).click();
      await tiers.nth(left - 1).waitFor({ state: 'detached' });
    }
    await page.getByRole('button', { name: 'Add tier', exact: true }).click();
    const tier = page.getByRole('region', { name: 'Tier 1' });
    await tier.getByLabel('Max rank', { exact: true }).fill('10');
    await tier.getByText('Value is 0: this tier awards nothing').waitFor();

    await tier.getByRole('button', { name: 'Choose bonus', exact: true }).click();
    const picker = page.getByRole('dialog', { name: 'Select Bonus' });
    await picker.getByRole('textbox', { name: 'Search bonuses' }).fill('BM_500');
    const row = picker.getByRole('row').filter({ has: page.getByRole('cell', { name: 'BM_500_LEI', exact: true }) });
    expect(await row.getByRole('cell').allTextContents()).toEqual(['BM_500_LEI', '500 lei bonus money', 'Bonus Money', '500 lei', 'Can be sent']);
    await row.getByRole('cell', { name: 'BM_500_LEI', exact: true }).click();
    await picker.waitFor({ state: 'hidden' });

    await tier.getByText('Bonus Money', { exact: true }).waitFor();
    expect(await tier.getByLabel('Value', { exact: true }).inputValue()).toBe('500');
    await tier.getByText('Tier total: 5.000').waitFor();
    expect(await tier.getByText('Value is 0: this tier awards nothing').count()).toBe(0);

    const { panel, result } = await runSimulation(page);
    expect(result.players).toBeGreaterThanOrEqual(10);
    expect(result.total_cost.lei).toBe(5000);
    const totalCost = panel.getByRole('row').filter({ has: page.getByText('Total cost', { exact: true }) });
    expect(await totalCost.textContent()).toBe('Total cost5.000 lei');
    const tierRow = panel.getByRole('table', { name: 'Prizes per tier' }).getByRole('row').filter({ hasText: '1 - 10' });
    expect(await tierRow.getByRole('cell').allTextContents()).toEqual(['1 - 10', '500 lei bonus money', 'BM_500_LEI', '10', '5.000 lei']);
    expect(unexpectedBrowserProblems(session)).toEqual([]);
  });
});
