import type { Action } from '@reduxjs/toolkit';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectOpened } from './openedTournamentSlice';

/**
 * For a data tab of the tournament page: dispatches `shown(id)` when it shows the open tournament, and
 * `hidden()` (when given) once it is hidden or the page is left, so its sagas can cancel the load.
 */
export function useTournamentTabShown(shown: (tournamentId: number) => Action, hidden?: () => Action): void {
  const dispatch = useAppDispatch();
  const opened = useAppSelector(selectOpened);
  useEffect(() => {
    if (typeof opened !== 'number') return undefined;
    dispatch(shown(opened));
    return hidden && (() => void dispatch(hidden()));
  }, [dispatch, opened, shown, hidden]);
}
