import type { LeaderboardPage } from '../../src/api/leaderboard';
import type { Tournament } from '../../src/domain/tournament';
import type { HistoryEntry } from '../../src/domain/tournamentHistory';
import { validateTournament } from '../../src/domain/tournamentValidation';
import { formatDateTime } from '../../src/lib/format';
import { seriousAxeViolations } from './support/axe';
import { assertHeading, goToPath, unexpectedBrowserProblems } from './support/consolePages';
import { startConsole, type ConsoleSession } from './support/consoleSession';
import { findDemoDraft } from './support/demoDrafts';
import { expectFocusOn } from './support/keyboard';
import { cancelDialog, publishDialog } from './support/publishAndCancel';

/** Issue 27: Publish and Cancel say what they do before they do it, against the real server with the demo data. */
describe('Publish and Cancel in Chromium', () => {
  let session: ConsoleSession | undefined;
  const page = () => session!.page;
  const api = <T>(path: string) => session!.getJson<T>(path);

  beforeAll(async () => {
    session = await startConsole();
  });

  afterAll(() => session?.stop());

  it('shows what Publish puts live (window in UTC, who can play, prize total, games), publishes nothing on Back, and publishes once confirmed', async () => {
    const draft = await findDemoDraft(session!, 'ready to publish', (candidate) => validateTournament(candidate, { mode: 'publish', now: new Date() }).length === 0);
    await goToPath(session!, `/tournament/${draft.id}`);
    await assertHeading(page(), `Draft tournament - ${draft.title}`);
    await page().getByRole('button', { name: 'Publish', exact: true }).click();
    const dialog = publishDialog(page());
    await dialog.waitFor();
    const window = `${formatDateTime(draft.time_configuration.start)} – ${formatDateTime(draft.time_configuration.end)}`;
    expect(await dialog.getByRole('row').allTextContents()).toEqual([`Window${window}`, expect.stringMatching(/^Who can play/), expect.stringMatching(/^Prize total[\d.,]+ lei/), expect.stringMatching(/^Games/)]);
    expect(await seriousAxeViolations(page())).toEqual([]);

    await dialog.getByRole('button', { name: 'Back', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect((await api<Tournament>(`/api/tournaments/${draft.id}`)).status).toBe(0);

    await page().getByRole('button', { name: 'Publish', exact: true }).click();
    await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
    await assertHeading(page(), `In Progress tournament - ${draft.title}`);
    expect((await api<Tournament>(`/api/tournaments/${draft.id}`)).status).toBe(1);
    // A window still to come: said beside the heading, as the Scheduled list says it.
    if (Date.parse(draft.time_configuration.start) > Date.now() + 60_000) await page().getByText(/^Starts in \d+/).waitFor();
  });

  it("cancels a running tournament only after saying how many players are on the board and that no prize will be awarded, focus on 'No', the reason kept in History", async () => {
    const running = await api<{ id: number; title: string }[]>('/api/tournaments/running');
    const sizes = await Promise.all(running.map(async ({ id }) => (await api<LeaderboardPage>(`/api/leaderboard/${id}?take=1`)).size));
    const index = sizes.findIndex((size) => size > 1);
    const { id, title } = running[index];
    await goToPath(session!, `/tournament/${id}`);
    await assertHeading(page(), `In Progress tournament - ${title}`);

    await page().getByRole('button', { name: 'Cancel', exact: true }).click();
    const dialog = cancelDialog(page());
    await dialog.getByText(`${sizes[index].toLocaleString('en')} players are on the board. The tournament stops now and no prize will be awarded.`, { exact: false }).waitFor();
    // Where a form's 'discard' is looked for, 'Yes' is not the default: Enter here keeps the tournament running.
    await expectFocusOn(page(), dialog.getByRole('button', { name: 'No, keep it running', exact: true }));
    expect(await seriousAxeViolations(page())).toEqual([]);
    await page().keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    expect((await api<Tournament>(`/api/tournaments/${id}`)).status).toBe(1);

    await page().getByRole('button', { name: 'Cancel', exact: true }).click();
    await dialog.getByRole('textbox', { name: 'Reason (kept in History)' }).fill('Provider outage');
    await dialog.getByRole('button', { name: 'Yes, cancel it', exact: true }).click();
    await assertHeading(page(), `Canceled tournament - ${title}`);
    const history = await api<HistoryEntry[]>(`/api/tournaments/${id}/history`);
    expect(history[0]).toMatchObject({ action: 'canceled', details: { reason: 'Provider outage' } });
  });

  it('showed no browser errors or warnings', () => {
    expect(unexpectedBrowserProblems(session!)).toEqual([]);
  });
});
