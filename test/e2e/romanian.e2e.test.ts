import fs from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { assertHeading, chooseLanguage, clickNavLink, escapeRegExp, goToPath, unexpectedBrowserProblems } from './support/consolePages';
import { startConsole, type ConsoleSession } from './support/consoleSession';
import { findDemoDraft } from './support/demoDrafts';
import { elementsNamedByAntdInEnglish } from './support/iconNames';
import { saveRunningPageScreenshot, type RunningPageWords } from './support/readmeScreenshots';

const NAVBAR = 'Navigare principală';
const RUNNING_PAGE: RunningPageWords = { liveStatus: 'Actualizări în direct', live: 'În direct', leader: /Lider/ };
/** Spec §9's 'DD MMM YYYY, HH:mm' with Romanian month names. */
const ROMANIAN_DATE = /^\d{2} (ian\.|feb\.|mar\.|apr\.|mai|iun\.|iul\.|aug\.|sept\.|oct\.|nov\.|dec\.) \d{4}, \d{2}:\d{2} UTC$/;

/** The five lists: the navbar's link, the page's heading, in Romanian. */
const LISTS = [
  { link: 'În desfășurare', heading: 'Turnee în desfășurare' },
  { link: 'Programate', heading: 'Turnee programate' },
  { link: 'Încheiate', heading: 'Turnee încheiate' },
  { link: 'Ciorne', heading: 'Turnee ciornă' },
  { link: 'Anulate', heading: 'Turnee anulate' },
];

/*
 * Texts of the spec (and of the console beyond it) each screen shows in English: none may be left in Romanian. Whole
 * phrases, as written, so that the demo data's English (titles, descriptions, terms) does not count; the navbar's
 * words only in the navbar ('Canceled before it started' is a demo description).
 */
const NAVBAR_ENGLISH = ['Tournaments', 'Running', 'Scheduled', 'Completed', 'Draft', 'Canceled', 'Unsent bonuses', 'Create tournament', 'Main'];
const LIST_ENGLISH = [
  'Running tournaments',
  'Scheduled tournaments',
  'Completed tournaments',
  'Draft tournaments',
  'Canceled tournaments',
  'Refresh',
  'Search tournaments',
  'Search by title, slug or id',
  'Sort tournaments',
  'List order',
  'Score driver',
  'Win criteria',
  'Time remaining',
  'No tournaments found',
];
const CREATE_ENGLISH = ['Create', 'General', 'Images', 'not set', 'Title', 'Short description', 'Technical', 'Title required', 'Error'];
const DRAFT_ENGLISH = [
  'Draft tournament',
  'Publish',
  'Duplicate',
  'Simulate',
  'Tournament',
  'Leaderboard',
  'Bonus Outbox',
  'Boosters',
  'History',
  'Save',
  'Save bar',
  'Summary video URL',
  'Terms and conditions',
  'Hero image (desktop)',
];
const LEADERBOARD_ENGLISH = [
  'In Progress tournament',
  'Rank',
  'User ID',
  'Username',
  'Score',
  'Computed',
  'Prize code',
  'Prize name',
  'Add score',
  'Export',
  'Search by user',
  'Live updates',
  'ago',
];

/** The part of a DOM element shownTexts reads (the e2e specs compile without the DOM's types). */
interface ShownElement {
  innerText: string;
  getAttribute(name: string): string | null;
  checkVisibility(): boolean;
  querySelectorAll(selector: string): ArrayLike<ShownElement>;
}

/** Every text `root` shows: what it renders, and the placeholders, labels and titles of its elements and its own. */
function shownTexts(root: Locator): Promise<string> {
  return root.evaluate((element: ShownElement) =>
    [
      element.innerText,
      ...[element, ...Array.from(element.querySelectorAll('[placeholder], [aria-label], [title]'))]
        .filter((labelled) => labelled.checkVisibility())
        .flatMap((labelled) => ['placeholder', 'aria-label', 'title'].map((name) => labelled.getAttribute(name) ?? '')),
    ].join('\n'),
  );
}

/**
 * Neither the navbar nor the rest of the page shows any of these English phrases (the navbar's, and `english`), and
 * nothing that assistive technology is given is named by an icon's English name ('search', 'close', 'down') or by
 * another English name of antd's ('Increase Value').
 */
async function assertNoEnglishOf(page: Page, english: readonly string[]): Promise<void> {
  expect(await elementsNamedByAntdInEnglish(page)).toEqual([]);
  const left = async (root: Locator, phrases: readonly string[]) => {
    const shown = await shownTexts(root);
    return phrases.filter((phrase) => new RegExp(`(^|[^\\p{L}])${escapeRegExp(phrase)}($|[^\\p{L}])`, 'u').test(shown));
  };
  expect([...(await left(page.getByRole('navigation', { name: NAVBAR }), NAVBAR_ENGLISH)), ...(await left(page.locator('body'), english))]).toEqual([]);
}

/**
 * Issue 14 in Chromium, in Romanian: the five lists, the editor (/create and a draft) and a running tournament's
 * Leaderboard tab show their texts in Romanian and none of the spec's English ones; a validation message too.
 */
describe('the console in Romanian, screen by screen', () => {
  let session: ConsoleSession | undefined;
  const page = () => session!.page;

  beforeAll(async () => {
    session = await startConsole();
    await chooseLanguage(session.page, 'Română');
    await assertHeading(session.page, 'Turnee în desfășurare');
  });

  afterAll(() => session?.stop());

  it('saves the Running page in Romanian at 1280×800 for the README', async () => {
    const screenshot = await saveRunningPageScreenshot(page(), 'running-tournaments-ro.png', RUNNING_PAGE);
    expect(fs.statSync(screenshot).size).toBeGreaterThan(10_000);
  });

  it('shows the five lists in Romanian, dates with Romanian month names (the Running list, shown before, too)', async () => {
    for (const { link, heading } of LISTS) {
      await clickNavLink(page(), link, NAVBAR);
      await assertHeading(page(), heading);
      await page().locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });
      await page().getByRole('searchbox', { name: 'Caută turnee' }).and(page().getByPlaceholder('Caută după titlu, slug sau ID')).waitFor();
      await page().getByRole('button', { name: 'Reîmprospătează' }).waitFor();
      const starts = await page().getByRole('list', { name: 'Turnee', exact: true }).locator('dt:text-is("Început") + dd').allInnerTexts();
      expect(starts.length).toBeGreaterThan(0);
      for (const start of starts) expect(start).toMatch(ROMANIAN_DATE);
      await assertNoEnglishOf(page(), LIST_ENGLISH);
    }
  });

  it('shows /create in Romanian: its labels, and a validation message for an empty Create', async () => {
    await goToPath(session!, '/create', NAVBAR);
    await assertHeading(page(), 'Creează turneu');
    await page().getByRole('textbox', { name: 'Titlu', exact: true }).waitFor();
    await page().getByText('Imagini', { exact: true }).waitFor();
    await page().getByRole('button', { name: 'Creează', exact: true }).click();
    await page().getByText('Titlul este obligatoriu', { exact: true }).first().waitFor();
    await assertNoEnglishOf(page(), CREATE_ENGLISH);
  });

  it("shows a draft's page in Romanian", async () => {
    const draft = await findDemoDraft(session!, 'with a title', (candidate) => candidate.title !== '');
    await goToPath(session!, `/tournament/${draft.id}`, NAVBAR);
    await assertHeading(page(), `Turneu ciornă - ${draft.title}`);
    for (const tab of ['Turneu', 'Clasament', 'Boostere', 'Istoric']) await page().getByRole('tab', { name: tab, exact: true }).waitFor();
    for (const button of ['Publică', 'Duplică', 'Simulează']) await page().getByRole('button', { name: button, exact: true }).waitFor();
    await page().getByRole('region', { name: 'Bară de salvare' }).getByRole('button', { name: 'Salvează', exact: true }).waitFor();
    await page().getByRole('textbox', { name: 'Titlu', exact: true }).waitFor();
    await assertNoEnglishOf(page(), DRAFT_ENGLISH);
  });

  it("shows a running tournament's Leaderboard tab in Romanian", async () => {
    const [running] = await session!.getJson<Array<{ id: number; title: string }>>('/api/tournaments/running');
    await goToPath(session!, `/tournament/${running.id}#/leaderboard`, NAVBAR);
    await assertHeading(page(), `Turneu în desfășurare - ${running.title}`);
    expect(await page().getByRole('tab', { name: 'Clasament', exact: true }).getAttribute('aria-selected')).toBe('true');
    const table = page().getByRole('table', { name: 'Clasament' });
    await table.getByRole('row').nth(1).getByText(/^acum /).first().waitFor();
    const headers = await table.getByRole('columnheader').allInnerTexts();
    expect(headers.slice(0, 7)).toEqual(['Poziție', 'ID utilizator', 'Nume utilizator', 'Scor', 'Calculat', 'Cod premiu', 'Nume premiu']);
    await page().getByRole('status', { name: 'Actualizări în direct' }).getByText('În direct', { exact: true }).waitFor();
    for (const button of ['Adaugă scor', 'Exportă']) await page().getByRole('button', { name: button, exact: true }).waitFor();
    await assertNoEnglishOf(page(), LEADERBOARD_ENGLISH);
  });

  it('showed no browser errors or warnings', () => {
    expect(unexpectedBrowserProblems(session!)).toEqual([]);
  });
});
