import { createEntityAdapter, createSlice, type EntityState, type PayloadAction } from '@reduxjs/toolkit';
import type { AvailableBonus } from '../../api/bonuses';

export type BonusCatalogStatus = 'idle' | 'loading' | 'loaded' | 'failed';

/** The bonuses a tier can award, loaded once per session (spec §7), and the 'Select Bonus' search. */
export interface BonusesState extends EntityState<AvailableBonus, string> {
  status: BonusCatalogStatus;
  error: string | null;
  search: string;
}

export const bonusesAdapter = createEntityAdapter({
  selectId: (bonus: AvailableBonus) => bonus.code,
  sortComparer: (a, b) => a.code.localeCompare(b.code),
});

const initialState: BonusesState = bonusesAdapter.getInitialState({ status: 'idle', error: null, search: '' });

function requestCatalog(state: BonusesState) {
  if (state.status === 'loaded') return;
  state.status = 'loading';
  state.error = null;
}

export const bonusesSlice = createSlice({
  name: 'bonuses',
  initialState,
  reducers: {
    /** The tiers editor (or the picker) opened; the sagas load the catalog unless it is loaded already. */
    catalogRequested: requestCatalog,
    catalogLoaded: (state, { payload }: PayloadAction<AvailableBonus[]>) => {
      bonusesAdapter.setAll(state, payload);
      state.status = 'loaded';
    },
    catalogLoadFailed: (state, { payload }: PayloadAction<{ message: string }>) => {
      state.status = 'failed';
      state.error = payload.message;
    },
    /** Each opening of 'Select Bonus' starts with an empty search, and makes sure the catalog is there. */
    pickerOpened: (state) => {
      state.search = '';
      requestCatalog(state);
    },
    searchChanged: (state, { payload }: PayloadAction<string>) => {
      state.search = payload;
    },
  },
});

export const { catalogRequested, catalogLoaded, catalogLoadFailed, pickerOpened, searchChanged } = bonusesSlice.actions;
export const bonusesReducer = bonusesSlice.reducer;

/** The bonuses slice of a store's state: its initial state until a route that uses the feature has injected it. */
export const selectBonusesSlice = (state: { bonuses?: BonusesState }): BonusesState => state.bonuses ?? initialState;
