import { useAppSelector } from '../../../app/hooks';
import { selectIsRunning } from '../editorSelectors';
import type { Operation } from '../editorState';

/** Whether `operation`'s request is in flight: its button spins and ignores clicks. */
export function useIsRunning(operation: Operation): boolean {
  return useAppSelector((state) => selectIsRunning(state, operation));
}
