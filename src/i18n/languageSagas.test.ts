import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { rootReducer } from '../../test/allFeatures';
import type { LanguagePack } from './languagePack';
import { loadLanguagePack } from './languagePacks';
import { languageSagas } from './languageSagas';
import { languageChosen, languageLoadFailed, languageRestored, languageShown, selectChosenLanguage, selectShownLanguage } from './languageSlice';
import { readStoredLanguage, storeLanguage } from './languageStorage';
import { showLanguagePack } from './showLanguagePack';
import { STEPPED_RUN_MS } from '../../test/steppedRun';

const packs: Record<LanguagePack['language'], LanguagePack> = {
  en: { language: 'en', messages: {}, antdLocale: undefined, monthsShort: [], applyToDayjs: () => undefined },
  ro: { language: 'ro', messages: {}, antdLocale: undefined, monthsShort: [], applyToDayjs: () => undefined },
};
const pack = (language: LanguagePack['language']) => packs[language];

/** The language sagas with nothing remembered in the browser, the packs at hand and their use stubbed out. */
function languageSagasWith(stored: LanguagePack['language'] | undefined = undefined) {
  return expectSaga(languageSagas)
    .withReducer(rootReducer)
    .provide([
      [matchers.call.fn(readStoredLanguage), stored],
      [matchers.call.fn(storeLanguage), undefined],
      [matchers.call(loadLanguagePack, 'ro'), pack('ro')],
      [matchers.call(loadLanguagePack, 'en'), pack('en')],
      [matchers.call.fn(showLanguagePack), undefined],
    ]);
}

describe('choosing the language', () => {
  it('remembers a choice in the browser and shows the language once its pack is in use', async () => {
    const { storeState } = await languageSagasWith()
      .dispatch(languageChosen('ro'))
      .call(storeLanguage, 'ro')
      .call(loadLanguagePack, 'ro')
      .call(showLanguagePack, pack('ro'))
      .put(languageShown('ro'))
      .silentRun(50);
    expect(selectChosenLanguage(storeState)).toBe('ro');
    expect(selectShownLanguage(storeState)).toBe('ro');
  });

  it('shows English (the default) with nothing to load when nothing was chosen before', async () => {
    const { storeState } = await languageSagasWith().not.put.actionType(languageRestored.type).not.call.fn(loadLanguagePack).silentRun(50);
    expect(storeState.language).toEqual({ chosen: 'en', shown: 'en' });
  });

  it('restores the language remembered from an earlier visit at start-up, without storing it again', async () => {
    const { storeState } = await languageSagasWith('ro').put(languageRestored('ro')).put(languageShown('ro')).not.call.fn(storeLanguage).silentRun(50);
    expect(storeState.language).toEqual({ chosen: 'ro', shown: 'ro' });
  });

  it('goes back to English, fetching its pack to reset dayjs', async () => {
    const { storeState } = await languageSagasWith('ro')
      .delay(10)
      .dispatch(languageChosen('en'))
      .call(storeLanguage, 'en')
      .call(showLanguagePack, pack('en'))
      .put(languageShown('en'))
      .silentRun(STEPPED_RUN_MS);
    expect(storeState.language).toEqual({ chosen: 'en', shown: 'en' });
  });

  it('shows the latest choice when the user changes their mind while a pack loads', async () => {
    const slowRomanian = new Promise<LanguagePack>(() => undefined);
    const { storeState } = await expectSaga(languageSagas)
      .withReducer(rootReducer)
      .provide([
        [matchers.call.fn(readStoredLanguage), undefined],
        [matchers.call.fn(storeLanguage), undefined],
        [matchers.call(loadLanguagePack, 'ro'), slowRomanian],
        [matchers.call.fn(showLanguagePack), undefined],
      ])
      .dispatch(languageChosen('ro'))
      .dispatch(languageChosen('en'))
      .not.put.actionType(languageShown.type)
      .silentRun(50);
    expect(storeState.language).toEqual({ chosen: 'en', shown: 'en' });
  });

  it('stays in the language shown when a pack cannot be fetched, and says why', async () => {
    const { storeState } = await expectSaga(languageSagas)
      .withReducer(rootReducer)
      .provide([
        [matchers.call.fn(readStoredLanguage), undefined],
        [matchers.call.fn(storeLanguage), undefined],
        [matchers.call(loadLanguagePack, 'ro'), throwError(new Error('Loading chunk language-ro failed.'))],
      ])
      .dispatch(languageChosen('ro'))
      .put(languageLoadFailed({ language: 'ro', message: 'Loading chunk language-ro failed.' }))
      .not.call.fn(showLanguagePack)
      .silentRun(50);
    expect(storeState.language).toEqual({ chosen: 'en', shown: 'en' });
  });
});
