import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { errorMessage } from '../lib/errorMessage';
import type { LanguagePack } from './languagePack';
import { loadLanguagePack } from './languagePacks';
import { languageChosen, languageLoadFailed, languageRestored, languageShown, selectShownLanguage } from './languageSlice';
import { DEFAULT_LANGUAGE, type Language } from './languages';
import { readStoredLanguage, storeLanguage } from './languageStorage';
import { showLanguagePack } from './showLanguagePack';

/** Fetches the language's pack (the first time), puts it to use, and tells the store the console shows it. */
export function* showLanguage({ payload: language }: { payload: Language }): SagaIterator {
  if ((yield select(selectShownLanguage)) === language) return;
  try {
    const pack: LanguagePack = yield call(loadLanguagePack, language);
    yield call(showLanguagePack, pack);
    yield put(languageShown(language));
  } catch (error) {
    yield put(languageLoadFailed({ language, message: errorMessage(error) }));
  }
}

function* rememberLanguage({ payload: language }: ReturnType<typeof languageChosen>): SagaIterator {
  yield call(storeLanguage, language);
}

/**
 * The language choice: a choice is remembered in the browser and shown (the latest wins when the user changes
 * their mind while a pack loads); at start-up, a language remembered from before is restored.
 */
export function* languageSagas(): SagaIterator {
  yield takeEvery(languageChosen, rememberLanguage);
  yield takeLatest([languageChosen, languageRestored], showLanguage);
  const stored: Language | undefined = yield call(readStoredLanguage);
  if (stored !== undefined && stored !== DEFAULT_LANGUAGE) yield put(languageRestored(stored));
}
