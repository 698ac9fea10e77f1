import type { Locator, Page } from 'playwright-core';
import { assertConsoleShown, type ConsoleSession } from './consoleSession';

/** Steps on the console's pages, named as a person would do them. */

/** The five list pages: their navbar link, their heading and the API path of their tournaments. */
export const LIST_PAGES = [
  { link: 'Running', title: 'Running tournaments', api: '/api/tournaments/running' },
  { link: 'Scheduled', title: 'Scheduled tournaments', api: '/api/tournaments/scheduled' },
  { link: 'Completed', title: 'Completed tournaments', api: '/api/tournaments/completed' },
  { link: 'Draft', title: 'Draft tournaments', api: '/api/tournaments/in-status/0' },
  { link: 'Canceled', title: 'Canceled tournaments', api: '/api/tournaments/in-status/3' },
];

/** A full page load of a path (a new store: the action log restarts); waits for the navbar (named `navigation`, as clickNavLink). */
export async function goToPath(session: ConsoleSession, path: string, navigation?: string): Promise<void> {
  await session.page.goto(session.url(path));
  await assertConsoleShown(session.page, navigation);
}

/** `text` as a regular expression that matches it literally. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A name that is `label`, or starts with `label, ` (the unsent count in 'Unsent bonuses, 43 unsent'). */
const nameStartingWith = (label: string) => new RegExp(`^${escapeRegExp(label)}(, .*)?$`);

/**
 * A navbar link ('Running', 'Scheduled', …, 'Unsent bonuses', 'Create tournament'): client-side navigation. The
 * navbar is named 'Main' in English (`navigation` names it in the language shown).
 */
export async function clickNavLink(page: Page, label: string, navigation = 'Main'): Promise<void> {
  await page.getByRole('navigation', { name: navigation }).getByRole('link', { name: nameStartingWith(label) }).click();
}

/**
 * The element `target` finds as Chromium's accessibility tree gives it to a screen reader: its name, its description
 * and whether it is invalid ('false' when not).
 */
export async function accessibilityNode(page: Page, target: Locator): Promise<{ name: string; description: string; invalid: string }> {
  const cdp = await page.context().newCDPSession(page);
  try {
    // The protocol names a DOM node by a remote object: the element, handed over through a global of the page.
    await target.evaluate((element) => Object.assign(globalThis, { accessibilityNodeTarget: element }));
    const { result } = await cdp.send('Runtime.evaluate', { expression: 'globalThis.accessibilityNodeTarget' });
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { objectId: result.objectId, fetchRelatives: false });
    const [node] = nodes;
    const invalid = node.properties?.find((property) => property.name === 'invalid')?.value.value as string | undefined;
    return { name: String(node.name?.value ?? ''), description: String(node.description?.value ?? ''), invalid: invalid ?? 'false' };
  } finally {
    await cdp.detach();
  }
}

/** Chooses a language ('English', 'Română') in the user menu. */
export async function chooseLanguage(page: Page, language: string): Promise<void> {
  await page.locator('.user-menu').click();
  await page.getByRole('menuitemradio', { name: language }).click();
}

export async function assertHeading(page: Page, text: string): Promise<void> {
  await page.getByRole('heading', { name: text, exact: true }).waitFor();
}

/** A game's option in the open game picker (`picker`, its dialog), by the game's name (the option's name adds its vendor). */
export const gameOption = (picker: Locator, name: string) => picker.getByRole('option').filter({ has: picker.page().getByText(name, { exact: true }) });

/** Selects a game in the open game picker with a click on its option, and sees it selected. Safe to repeat: a selected game is left alone. */
export async function selectGameInPicker(picker: Locator, name: string): Promise<void> {
  const option = gameOption(picker, name);
  if ((await option.getAttribute('aria-selected')) !== 'true') await option.click();
  await option.and(picker.getByRole('option', { selected: true })).waitFor({ timeout: 2_000 });
}

/** The editor's 'Unsaved changes', in the page's save status (a live region that stays when the text goes). */
export const unsavedChangesIndicator = (page: Page) => page.getByRole('status', { name: 'Save status' }).getByText('Unsaved changes', { exact: true });

/** A toast (or the first of several) with this header in the notifications region. */
export async function assertToast(page: Page, header: string): Promise<void> {
  await page.getByRole('region', { name: 'Notifications' }).getByText(header, { exact: true }).first().waitFor();
}

/** The user menu's button, whose text is the signed-in user's display name. */
export async function assertUserMenuName(page: Page, displayName: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: displayName, exact: true }).waitFor();
}

export async function chooseUserMenuItem(page: Page, item: 'Account settings' | 'Sign out'): Promise<void> {
  await page.locator('.user-menu').click();
  await page.getByRole('menuitem', { name: item }).click();
}

/**
 * Development-build notices no screen of ours causes: the findDOMNode calls of react-quill and react-sortable-hoc
 * in the Tournament tab's form (React 18 warns in development only), and redux-toolkit's checks on a busy machine.
 */
const DEVELOPMENT_NOTICE = /findDOMNode is deprecated|is deprecated in StrictMode|SerializableStateInvariantMiddleware took \d+ms/;

/** The browser's console errors, warnings and page errors so far, less those development notices. */
export function unexpectedBrowserProblems(session: ConsoleSession): string[] {
  return session.browserProblems.filter((problem) => !DEVELOPMENT_NOTICE.test(problem));
}
