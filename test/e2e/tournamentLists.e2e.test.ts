import type { Locator, Page } from 'playwright-core';
import { LIST_PAGES, assertHeading, clickNavLink, goToPath, unexpectedBrowserProblems } from './support/consolePages';
import { startConsole, type ConsoleSession } from './support/consoleSession';

interface ListedTournament {
  id: number;
  title: string;
}

/** Steps on the list pages, named as a person would do them. */
const cardList = (page: Page): Locator => page.getByRole('list', { name: 'Tournaments', exact: true });

/** A card's link, named by its title; found by its address, as a series' instances share their title. */
const cardOf = (page: Page, tournament: ListedTournament): Locator =>
  cardList(page).getByRole('link', { name: tournament.title, exact: true }).and(page.locator(`[href="/tournament/${tournament.id}"]`));

async function assertCardShown(page: Page, tournament: ListedTournament): Promise<void> {
  await cardOf(page, tournament).waitFor();
}

/** How many cards share the first row of the grid at the current viewport. */
async function cardsInFirstRow(page: Page): Promise<number> {
  const boxes = await Promise.all((await cardList(page).getByRole('listitem').all()).map((item) => item.boundingBox()));
  const tops = boxes.map((box) => Math.round(box?.y ?? -1));
  return tops.filter((top) => top === tops[0]).length;
}

/** Each card image's drawn box and its natural size, once decoded (the images have alt="": no role to find them by). */
const cardImageSizes = (page: Page) =>
  page.evaluate(`Promise.all([...document.querySelectorAll('article img')].map(async (image) => {
    await image.decode();
    const box = image.getBoundingClientRect();
    return { width: box.width, height: box.height, naturalWidth: image.naturalWidth, naturalHeight: image.naturalHeight };
  }))`) as Promise<Array<{ width: number; height: number; naturalWidth: number; naturalHeight: number }>>;

/** The drawn box of each card's blank image (a tournament without hero_image_mobile). */
const blankImageBoxes = (page: Page) =>
  page.evaluate(`[...document.querySelectorAll('article .tournament-card-image-blank')].map((blank) => {
    const box = blank.getBoundingClientRect();
    return { width: box.width, height: box.height };
  })`) as Promise<Array<{ width: number; height: number }>>;

/** Sent as source text: this spec is compiled without the DOM's types. */
const overflowsSideways = (page: Page) => page.evaluate('document.documentElement.scrollWidth > document.documentElement.clientWidth') as Promise<boolean>;

/** One signed-in visit: each list page through the navbar, the grid at the §9 breakpoints, a card click. */
describe('the tournament list pages in Chromium with the demo data', () => {
  let session: ConsoleSession | undefined;
  const page = () => session!.page;
  const listed = (api: string) => session!.getJson<ListedTournament[]>(api);

  beforeAll(async () => {
    session = await startConsole();
  });

  afterAll(() => session?.stop());

  it.each(LIST_PAGES)("'$link' opens '$title' with a card for each demo tournament", async ({ link, title, api }) => {
    const tournaments = await listed(api);
    expect(tournaments.length).toBeGreaterThan(0);
    await clickNavLink(page(), link);
    await assertHeading(page(), title);
    expect(await page().title()).toBe(title);
    for (const tournament of tournaments) await assertCardShown(page(), tournament);
    expect(await cardList(page()).getByRole('listitem').count()).toBe(tournaments.length);
  });

  it('reflows the cards at the breakpoints of spec §9 without overflowing sideways', async () => {
    const lists = await Promise.all(LIST_PAGES.map(async (listPage) => ({ ...listPage, tournaments: await listed(listPage.api) })));
    const longest = lists.reduce((most, list) => (list.tournaments.length > most.tournaments.length ? list : most));
    expect(longest.tournaments.length).toBeGreaterThanOrEqual(4);
    await clickNavLink(page(), longest.link);
    await assertCardShown(page(), longest.tournaments[0]);
    // xxl (≥ 1400): 4 a row; lg (≥ 992): 3; sm (≥ 576): 2; below sm: 1.
    for (const [width, perRow] of [[1440, 4], [1280, 3], [800, 2], [420, 1]]) {
      await page().setViewportSize({ width, height: 900 });
      // The grid's columns are CSS media queries: the layout follows the resize at once.
      expect(await cardsInFirstRow(page())).toBe(perRow);
      expect(await overflowsSideways(page())).toBe(false);
    }
    await page().setViewportSize({ width: 1280, height: 800 });
  });

  it("keeps a card's text colour under the pointer (no link blue): only its shadow says it is hovered", async () => {
    const [first] = await listed('/api/tournaments/running');
    await clickNavLink(page(), 'Running');
    await assertCardShown(page(), first);
    // The title, the card's link, spread over the whole card.
    const titleOfCard = `document.querySelector('a[href="/tournament/${first.id}"]')`;
    const colour = () => page().evaluate<string>(`getComputedStyle(${titleOfCard}).color`);
    const resting = await colour();
    await cardOf(page(), first).hover();
    // antd's link colour would fade in over 0.3 s: wait for the hover's transitions to end.
    await page().evaluate('Promise.all(document.getAnimations().filter((animation) => animation instanceof CSSTransition).map((animation) => animation.finished))');
    expect(await colour()).toBe(resting);
    expect(resting).toBe('rgba(0, 0, 0, 0.88)');
  });

  it('keeps a search in the address: a reload, and the link shared, show the same search', async () => {
    const [target] = await listed('/api/tournaments/completed');
    const found = await listed(`/api/tournaments/completed?q=${encodeURIComponent(target.title)}`);
    await clickNavLink(page(), 'Completed');
    await assertCardShown(page(), target);
    await page().getByRole('searchbox', { name: 'Search tournaments' }).fill(target.title);
    await page().waitForURL((url) => url.searchParams.get('q') === target.title);
    const address = page().url();
    for (const open of [() => page().reload(), () => goToPath(session!, new URL(address).pathname + new URL(address).search)]) {
      await open();
      await assertCardShown(page(), target);
      expect(await page().getByRole('searchbox', { name: 'Search tournaments' }).inputValue()).toBe(target.title);
      expect(await cardList(page()).getByRole('listitem').count()).toBe(found.length);
    }
  });

  it("shows each card's hero image whole, at its own aspect ratio (issue 27: the demo images' vendor line was cropped)", async () => {
    const [first] = await listed('/api/tournaments/running');
    await clickNavLink(page(), 'Running');
    await assertCardShown(page(), first);
    const images = await cardImageSizes(page());
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) {
      // The demo images are 4:3 (200 × 150), so a 16:9 box would crop them.
      expect(image.naturalWidth / image.naturalHeight).toBeCloseTo(4 / 3, 2);
      expect(image.height).toBeCloseTo((image.width * image.naturalHeight) / image.naturalWidth, 0);
    }
  });

  it('keeps a card without an image a blank 16:9 area', async () => {
    const drafts = await listed('/api/tournaments/in-status/0');
    await clickNavLink(page(), 'Draft');
    await assertCardShown(page(), drafts[0]);
    const blanks = await blankImageBoxes(page());
    expect(blanks.length).toBeGreaterThan(0);
    for (const blank of blanks) expect(blank.height).toBeCloseTo((blank.width * 9) / 16, 0);
  });

  it('opens /tournament/{id} when a card is clicked anywhere, not only on its title', async () => {
    const [first] = await listed('/api/tournaments/running');
    await clickNavLink(page(), 'Running');
    // The middle of the card, among its facts: the title link's ::after lies over them.
    await cardList(page()).getByRole('article', { name: first.title, exact: true }).click();
    await page().waitForURL(session!.url(`/tournament/${first.id}`));
  });

  // The last case opens a tournament, whose form may warn of findDOMNode before this runs.
  it('showed no console errors or warnings but known development-build notices', () => {
    expect(unexpectedBrowserProblems(session!)).toEqual([]);
  });
});
