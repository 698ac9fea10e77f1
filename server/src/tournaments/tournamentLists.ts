import { TournamentStatus } from '../../../src/domain/enums';
import type { TournamentQuery } from './tournamentRepository';

/**
 * The list pages' queries. Running and scheduled are In Progress tournaments before and after their
 * start; each list is ordered by what matters next: running by end (ending soonest first), scheduled by
 * start (starting soonest first), completed by end (most recent first), any status by last change.
 */

const inProgress = (query: TournamentQuery) => query.where('status', '=', TournamentStatus.InProgress);

export const runningAt = (now: Date) => (query: TournamentQuery) =>
  inProgress(query).where('start_at', '<=', now).where('end_at', '>', now).orderBy('end_at', 'asc').orderBy('id', 'asc');

export const scheduledAt = (now: Date) => (query: TournamentQuery) =>
  inProgress(query).where('start_at', '>', now).orderBy('start_at', 'asc').orderBy('id', 'asc');

export const completed = (query: TournamentQuery) =>
  query.where('status', '=', TournamentStatus.Completed).orderBy('end_at', 'desc').orderBy('id', 'desc');

export const inStatus = (status: TournamentStatus) => (query: TournamentQuery) =>
  query.where('status', '=', status).orderBy('updated_at', 'desc').orderBy('id', 'desc');
