import { useAppSelector } from '../../../app/hooks';
import { selectFields } from '../editorSelectors';
import type { TournamentScalars } from '../workingCopy';

/** The working copy's fields; the form renders its sections only once the copy exists. */
export function useEditorFields(): TournamentScalars {
  const fields = useAppSelector(selectFields);
  if (!fields) throw new Error('A tournament form section was rendered before the tournament was loaded');
  return fields;
}
