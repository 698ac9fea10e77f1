import { useAppSelector } from '../../../app/hooks';
import { selectFields } from '../editorSelectors';
import type { TournamentScalars } from '../copy/workingCopy';

/**
 * One field of the working copy. A control selects only the field it shows, so an edit re-renders that
 * control alone, not the whole form (a keystroke in the title of a big tournament must stay cheap).
 * The form renders its controls only once the copy exists; no field is ever undefined in it.
 */
export function useEditorField<Field extends keyof TournamentScalars>(field: Field): TournamentScalars[Field] {
  const value = useAppSelector((state) => selectFields(state)?.[field]);
  if (value === undefined) throw new Error(`The field ${field} was rendered before the tournament was loaded`);
  return value;
}
