import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_LANGUAGE, type Language } from './languages';

/**
 * `chosen`: the language the user chose (or the browser remembered); `shown`: the one the console shows, whose
 * texts and locales have loaded (English needs nothing loaded; Romanian is fetched when first chosen).
 */
export interface LanguageState {
  chosen: Language;
  shown: Language;
}

const initialState: LanguageState = { chosen: DEFAULT_LANGUAGE, shown: DEFAULT_LANGUAGE };

const languageSlice = createSlice({
  name: 'language',
  initialState,
  reducers: {
    /** The user chose a language in the user menu. */
    languageChosen: (state, { payload }: PayloadAction<Language>) => {
      state.chosen = payload;
    },
    /** At start-up, the browser remembered a language chosen before. */
    languageRestored: (state, { payload }: PayloadAction<Language>) => {
      state.chosen = payload;
    },
    /** The language's texts and locales loaded and are in use: the console shows it. */
    languageShown: (state, { payload }: PayloadAction<Language>) => {
      state.shown = payload;
    },
    /** Its texts could not be fetched (e.g. offline): the console stays in the language it shows. */
    languageLoadFailed: (state, { payload }: PayloadAction<{ language: Language; message: string }>) => {
      if (state.chosen === payload.language) state.chosen = state.shown;
    },
  },
});

export const { languageChosen, languageRestored, languageShown, languageLoadFailed } = languageSlice.actions;
export const languageReducer = languageSlice.reducer;

type WithLanguage = { language: LanguageState };

export const selectChosenLanguage = (state: WithLanguage) => state.language.chosen;
export const selectShownLanguage = (state: WithLanguage) => state.language.shown;
