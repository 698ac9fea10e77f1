import { stateAfter } from '../../../test/stateAfter';
import { rootReducer, type RootState } from '../../../test/allFeatures';
import { inEnglish } from '../../i18n/inLanguage';
import { availableBonuses } from './bonusFixtures';
import { selectAvailableBonusByCode, selectBonusCatalogAlertText, selectBonusEmptyText, selectVisibleBonuses } from './bonusesSelectors';
import { catalogLoaded, catalogLoadFailed, catalogRequested, pickerOpened, searchChanged } from './bonusesSlice';

const codes = (state: RootState) => selectVisibleBonuses(state).map((bonus) => bonus.code);

describe('bonuses slice', () => {
  it('keys the catalog by code, sorted by code', () => {
    const state = stateAfter(catalogLoaded([...availableBonuses].reverse()));
    expect(state.bonuses.ids).toEqual(['BM_50', 'FS_10', 'IPHONE']);
    expect(selectAvailableBonusByCode(state, 'FS_10')?.name).toBe('Ten free spins');
  });

  it('starts loading on a request unless the catalog is loaded, and retries after a failure', () => {
    expect(stateAfter(catalogRequested()).bonuses.status).toBe('loading');
    expect(stateAfter(catalogLoaded([]), catalogRequested()).bonuses.status).toBe('loaded');
    const retried = stateAfter(catalogLoadFailed({ message: 'x' }), pickerOpened());
    expect(retried.bonuses).toMatchObject({ status: 'loading', error: null });
  });

  it("words a failure as \"Can't get bonuses: {message}\"", () => {
    expect(selectBonusCatalogAlertText(stateAfter(catalogRequested()))).toBeNull();
    const failed = stateAfter(catalogLoadFailed({ message: '500 - Internal Server Error' }));
    expect(inEnglish(selectBonusCatalogAlertText(failed)!)).toBe("Can't get bonuses: 500 - Internal Server Error");
  });

  it('searches code or name as a substring, any case', () => {
    const loaded = stateAfter(catalogLoaded(availableBonuses));
    expect(codes(rootReducer(loaded, searchChanged('fs')))).toEqual(['FS_10']);
    expect(codes(rootReducer(loaded, searchChanged(' IPHONE 1')))).toEqual(['IPHONE']);
    expect(codes(rootReducer(loaded, searchChanged('bonus')))).toEqual(['BM_50']);
    expect(codes(rootReducer(loaded, searchChanged('')))).toEqual(['BM_50', 'FS_10', 'IPHONE']);
  });

  it('starts each opening of the picker with an empty search', () => {
    expect(stateAfter(searchChanged('fs'), pickerOpened()).bonuses.search).toBe('');
  });

  it("says 'No bonuses found' after a search and 'No bonuses available' otherwise", () => {
    expect(inEnglish(selectBonusEmptyText(stateAfter(catalogLoaded([]))))).toBe('No bonuses available');
    expect(inEnglish(selectBonusEmptyText(stateAfter(catalogLoaded(availableBonuses), searchChanged('zzz'))))).toBe('No bonuses found');
  });
});
