import type { Action } from '@reduxjs/toolkit';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { selectOpened } from './openedTournamentSlice';

/**
 * For a data tab of the tournament page: dispatches `shown(id)` when it shows the open tournament, and
 * `hidden()` (when given) once it is hidden or the page is left, so its sagas can cancel the load.
 */
export function useTournamentTabShown(shown: (tournamentId: number) => Action, hidden?: () => Action): void {
  // react-redux's hooks, not the app's typed ones: this feature's face is imported by slices, which the root reducer's
  // types import, and src/app/hooks.ts would close that circle. It dispatches plain actions and reads its own slice.
  const dispatch = useDispatch();
  const opened = useSelector(selectOpened);
  useEffect(() => {
    if (typeof opened !== 'number') return undefined;
    dispatch(shown(opened));
    return hidden && (() => void dispatch(hidden()));
  }, [dispatch, opened, shown, hidden]);
}
