import { validateTournament } from '../../src/domain/tournamentValidation';
import { assertHeading, assertToast, goToPath, unexpectedBrowserProblems } from './support/consolePages';
import { startConsole, type ConsoleSession } from './support/consoleSession';
import { findDemoDraft } from './support/demoDrafts';

/** Issue 13: a change made on the Tournament page shows on its History tab, naming who changed what. */
describe('the History tab in Chromium with the demo data', () => {
  let session: ConsoleSession | undefined;
  const page = () => session!.page;

  beforeAll(async () => {
    session = await startConsole();
  });

  afterAll(() => session?.stop());

  it('shows who changed the title, from what to what, after a Save', async () => {
    const draft = await findDemoDraft(session!, 'that can be saved', (found) => validateTournament(found, { mode: 'update', now: new Date() }).length === 0);
    await goToPath(session!, `/tournament/${draft.id}`);
    await assertHeading(page(), `Draft tournament - ${draft.title}`);
    await page().getByLabel('Title', { exact: true }).fill('Renamed by the history test');
    await page().getByRole('button', { name: 'Save', exact: true }).click();
    await assertToast(page(), 'Tournament saved');

    await page().getByRole('tab', { name: 'History' }).click();
    // The slug follows the title when it was derived from it: one or two changes.
    const saved = page().getByRole('list', { name: 'History' }).getByRole('listitem', { name: /^Admin User: Saved: \d changes?$/ });
    await saved.waitFor();
    const titleRow = saved.getByRole('row', { name: /^Title / });
    expect(await titleRow.getByRole('cell').allTextContents()).toEqual([draft.title, 'Renamed by the history test']);
    expect(await saved.textContent()).toMatch(/UTC · (a few seconds|a minute) ago/);
  });

  it("showed no browser errors or warnings but the development build's findDOMNode notices", () => {
    expect(unexpectedBrowserProblems(session!)).toEqual([]);
  });
});
