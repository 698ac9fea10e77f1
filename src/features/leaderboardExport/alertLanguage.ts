import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { inEnglish } from '../../i18n/inLanguage';
import { formatText, type Text } from '../../i18n/text';

/**
 * The words of the browser alert a saga raises when an export fails: sagas hold texts, not words, and the alert
 * is the one screen they show themselves. English (the default) until an Export button says what the console shows.
 */
let inShownLanguage: (text: Text) => string = inEnglish;

export const inAlertLanguage = (text: Text): string => inShownLanguage(text);

/** Keeps the alert in the language shown: the Export button, from which every export starts, calls it. */
export function useAlertLanguage(): void {
  const intl = useIntl();
  useEffect(() => {
    inShownLanguage = (text) => formatText(intl, text);
  }, [intl]);
}
