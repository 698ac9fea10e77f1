import { act } from '@testing-library/react';
import { renderWithStore } from '../../../../test/renderWithStore';
import { TournamentStatus } from '../../../domain/enums';
import type { Tournament } from '../../../domain/tournament';
import { newTournament } from '../../../domain/tournamentDefaults';
import { tournamentLoaded } from '../editorSlice';
import { TournamentForm } from './TournamentForm';

/** A stored Draft built on the §4 defaults, with `changes`. */
export function draftTournament(changes: Partial<Tournament> = {}): Tournament {
  return { ...newTournament(new Date('2026-03-02T10:15:00Z')), id: 7, status: TournamentStatus.Draft, ...changes };
}

/** The form on a real store with `tournament` loaded (not opened: that would start the page's real request). */
export function renderForm(tournament: Tournament = draftTournament(), { readOnly = false } = {}) {
  const view = renderWithStore(<TournamentForm readOnly={readOnly} />);
  act(() => {
    view.store.dispatch(tournamentLoaded(tournament));
  });
  return view;
}
