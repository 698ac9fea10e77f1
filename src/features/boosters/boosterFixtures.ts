import { stateAfter } from '../../../test/stateAfter';
import type { Action } from '@reduxjs/toolkit';
import type { RootState } from '../../../test/allFeatures';
import { TournamentStatus } from '../../domain/enums';
import type { Booster, Tournament } from '../../domain/tournament';
import { tournamentLoaded } from '../editor/editorSlice';
import { tournamentOpened } from '../openedTournament';
import { aTournament } from '../tournaments/tournamentFixtures';
import { boostersLoaded, tabOpened } from './boostersSlice';

/** A Draft running Monday 1 June 10:00 to Thursday 4 June 2026 16:30 UTC (aTournament's times). */
export const aDraft = (id = 7) => aTournament(id, { status: TournamentStatus.Draft, title: 'Summer cup' });

/** A saved booster of tournament 7 that passes every rule. */
export const aBooster = (id: number, fields: Partial<Booster> = {}): Booster => ({
  id,
  tournament_id: 7,
  multiplier: 2,
  name: `Booster ${id}`,
  start_date: null,
  end_date: null,
  day_of_week: null,
  day_of_month: null,
  ...fields,
});

/** The store's state with `tournament`'s page open, its Boosters tab loaded with `boosters`, then `actions`. */
export function stateWithBoosters(tournament: Tournament, boosters: Booster[], ...actions: Action[]): RootState {
  const opened = [tournamentOpened(tournament.id), tournamentLoaded(tournament), tabOpened(tournament.id), boostersLoaded(boosters)];
  return stateAfter(...opened, ...actions);
}
