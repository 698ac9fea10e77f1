import type { Locator, Page } from 'playwright-core';
import type { SimulationResult } from '../../../src/api/simulation';

/** Opens Simulate on the tournament page shown, runs it on its default window, and waits for the result shown. */
export async function runSimulation(page: Page): Promise<{ panel: Locator; result: SimulationResult }> {
  await page.getByRole('button', { name: 'Simulate', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Simulate' });
  await panel.getByRole('button', { name: 'Run' }).click();
  const answer = await page.waitForResponse((response) => response.url().endsWith('/api/tournaments/simulate'), { timeout: 30_000 });
  const result = (await answer.json()) as SimulationResult;
  await panel.getByText('Projected result').waitFor({ timeout: 30_000 });
  return { panel, result };
}
