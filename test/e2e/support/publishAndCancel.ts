import type { Locator, Page } from 'playwright-core';
import { waitForAnimationsToSettle } from './pageCondition';

/**
 * Presses a dialog's confirming button once the dialog has zoomed in: on a loaded machine a click during the
 * animation can land on the mask, which closes the dialog, and the step it confirms never comes.
 */
async function confirmOnceSettled(page: Page, button: Locator): Promise<void> {
  await button.waitFor();
  await waitForAnimationsToSettle(page);
  await button.click();
}

/** The Publish confirmation (issue 27): its summary of what goes live, before anything is sent. */
export const publishDialog = (page: Page): Locator => page.getByRole('dialog', { name: /^Publish “.*”\?$/ });

/** Publish, then Publish again in its confirmation, as a person would. */
export async function pressPublishAndConfirm(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await confirmOnceSettled(page, publishDialog(page).getByRole('button', { name: 'Publish', exact: true }));
}

/** The Cancel dialog: spec §2's question, with what it does and a reason (issue 27). */
export const cancelDialog = (page: Page): Locator => page.getByRole('dialog', { name: 'Are you sure you want to cancel the tournament?' });

/** Cancel, then 'Yes, cancel it', with a reason when one is given. */
export async function pressCancelAndConfirm(page: Page, reason?: string): Promise<void> {
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  const dialog = cancelDialog(page);
  if (reason !== undefined) await dialog.getByRole('textbox', { name: 'Reason (kept in History)' }).fill(reason);
  await confirmOnceSettled(page, dialog.getByRole('button', { name: 'Yes, cancel it', exact: true }));
}
