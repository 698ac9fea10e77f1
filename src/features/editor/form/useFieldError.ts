import { useAppSelector } from '../../../app/hooks';
import { useFormatText } from '../../../i18n/useFormatText';
import { selectFieldError } from '../editorSelectors';

/** The first validation message of a field (by the domain's path, `tiers[0].rank_max`) in words; undefined when none, or no path. */
export function useFieldError(path: string | undefined): string | undefined {
  const error = useAppSelector((state) => (path === undefined ? undefined : selectFieldError(state, path)));
  const format = useFormatText();
  return error === undefined ? undefined : format(error);
}
