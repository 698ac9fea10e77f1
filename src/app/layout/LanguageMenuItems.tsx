import { useIntl } from 'react-intl';
import { defineMessages } from '../../i18n/defineMessages';
import { languageChosen, selectChosenLanguage } from '../../i18n/languageSlice';
import { LANGUAGE_NAMES, LANGUAGES } from '../../i18n/languages';
import { useAppDispatch, useAppSelector } from '../hooks';

const messages = defineMessages({
  language: { id: 'app.userMenu.language', defaultMessage: 'Language' },
});

/** The user menu's language choice: each language by its own name, the one chosen marked (issue 14). */
export function LanguageMenuItems() {
  const chosen = useAppSelector(selectChosenLanguage);
  const dispatch = useAppDispatch();
  const intl = useIntl();
  return (
    <>
      <li role="separator" />
      <li role="none">
        <ul role="group" aria-label={intl.formatMessage(messages.language)}>
          {LANGUAGES.map((language) => (
            <li key={language} role="none">
              <button role="menuitemradio" tabIndex={-1} type="button" lang={language} aria-checked={language === chosen} onClick={() => dispatch(languageChosen(language))}>
                {LANGUAGE_NAMES[language]}
              </button>
            </li>
          ))}
        </ul>
      </li>
    </>
  );
}
