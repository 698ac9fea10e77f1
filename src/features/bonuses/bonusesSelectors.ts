import { createSelector } from '@reduxjs/toolkit';
import type { AvailableBonus } from '../../api/bonuses';
import { bonusCanBeSent } from '../../domain/bonusStatus';
import type { BonusType } from '../../domain/enums';
import { defineMessages } from '../../i18n/defineMessages';
import { messageRef, type Text } from '../../i18n/text';
import { bonusesAdapter, type BonusesState, selectBonusesSlice } from './bonusesSlice';

const messages = defineMessages({
  catalogFailed: { id: 'bonuses.catalog.failed', defaultMessage: "Can't get bonuses: {message}" },
  noneAvailable: { id: 'bonuses.picker.noneAvailable', defaultMessage: 'No bonuses available' },
  noneFound: { id: 'bonuses.picker.noneFound', defaultMessage: 'No bonuses found' },
});

type WithBonuses = { bonuses?: BonusesState };

export const { selectAll: selectAvailableBonuses, selectById: selectAvailableBonusByCode } = bonusesAdapter.getSelectors(selectBonusesSlice);

export const selectBonusCatalogStatus = (state: WithBonuses) => selectBonusesSlice(state).status;
export const selectBonusSearch = (state: WithBonuses) => selectBonusesSlice(state).search;

/** Spec §8: "Can't get bonuses: {message}", or null while there is nothing to report. */
export const selectBonusCatalogAlertText = createSelector(
  [selectBonusCatalogStatus, (state: WithBonuses) => selectBonusesSlice(state).error],
  (status, error): Text | null => (status === 'failed' ? messageRef(messages.catalogFailed, { message: error ?? '' }) : null),
);

/** The search matches code or name as a substring, ignoring case and outer spaces. */
export function bonusMatchesSearch(bonus: AvailableBonus, search: string): boolean {
  const needle = search.trim().toLowerCase();
  return bonus.code.toLowerCase().includes(needle) || bonus.name.toLowerCase().includes(needle);
}

export const selectVisibleBonuses = createSelector([selectAvailableBonuses, selectBonusSearch], (bonuses, search) =>
  search.trim() === '' ? bonuses : bonuses.filter((bonus) => bonusMatchesSearch(bonus, search)),
);

/**
 * Whether the loaded catalog says bonus `code` cannot be sent: its status says so, or the catalog no longer has it
 * (issue 27). False while the catalog is not loaded, and for a status-less catalog's bonuses (an API without it).
 */
export const selectBonusCodeUnsendable = (state: WithBonuses, code: string): boolean =>
  selectBonusCatalogStatus(state) === 'loaded' && (selectAvailableBonusByCode(state, code) === undefined || !bonusCanBeSent(selectAvailableBonusByCode(state, code)?.status));

/**
 * The picker's order for a tier (issue 27): bonuses that can be sent before those that cannot, and among each the
 * tier's own type first; otherwise by code, as the catalog is kept.
 */
export function bonusesForTier(bonuses: readonly AvailableBonus[], tierType: BonusType | undefined): AvailableBonus[] {
  const place = (bonus: AvailableBonus) => (bonusCanBeSent(bonus.status) ? 0 : 2) + (bonus.type === tierType ? 0 : 1);
  return [...bonuses].sort((a, b) => place(a) - place(b));
}

/** Spec §2: 'No bonuses found' when a search hides them all, 'No bonuses available' when there are none. */
export const selectBonusEmptyText = (state: WithBonuses): Text => (selectBonusSearch(state).trim() === '' ? messages.noneAvailable : messages.noneFound);
