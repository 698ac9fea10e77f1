import type { Tournament } from '../domain/tournament';
import { TournamentStatus } from '../domain/enums';
import type { TournamentListPageQuery } from '../domain/tournamentListPaging';
import { apiPage, apiRequest } from './client';

/** The five list pages of spec §2, each backed by one GET of spec §7. */
export const TOURNAMENT_LISTS = ['running', 'scheduled', 'completed', 'draft', 'canceled'] as const;
export type TournamentListName = (typeof TOURNAMENT_LISTS)[number];

const LIST_PATHS: Record<TournamentListName, string> = {
  running: '/api/tournaments/running',
  scheduled: '/api/tournaments/scheduled',
  completed: '/api/tournaments/completed',
  draft: `/api/tournaments/in-status/${TournamentStatus.Draft}`,
  canceled: `/api/tournaments/in-status/${TournamentStatus.Canceled}`,
};

/** The tournaments of one list, in the server's order for that list. */
export function fetchTournamentList(list: TournamentListName, signal: AbortSignal): Promise<Tournament[]> {
  return apiRequest<Tournament[]>('GET', LIST_PATHS[list], { signal });
}

export interface TournamentListPage {
  tournaments: Tournament[];
  /** How many tournaments the whole (searched) list holds. */
  total: number;
}

/** One searched, sorted page of a list (API extension 'listPaging'). */
export async function fetchTournamentListPage(list: TournamentListName, query: TournamentListPageQuery, signal: AbortSignal): Promise<TournamentListPage> {
  const parameters = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) parameters.set(name, String(value));
  const { items, total } = await apiPage<Tournament>(`${LIST_PATHS[list]}?${parameters}`, signal);
  return { tournaments: items, total };
}
