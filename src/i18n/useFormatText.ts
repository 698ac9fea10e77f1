import { useIntl } from 'react-intl';
import { formatText, type Text } from './text';

/** Puts a `Text` into words in the language shown. */
export function useFormatText(): (text: Text) => string {
  const intl = useIntl();
  return (text) => formatText(intl, text);
}
