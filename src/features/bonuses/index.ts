/** The bonus catalog's public face: loading it, and what the tier editor and the Unsent page read of it. */
export { loadBonusCatalog } from './bonusesSagas';
export { selectAvailableBonusByCode, selectAvailableBonuses, selectBonusCatalogAlertText, selectBonusCodeUnsendable } from './bonusesSelectors';
export { catalogRequested } from './bonusesSlice';
