/** A tournament's results (API extension 'results', issue 28): did it pay? */
import type { ResultsFileFormat } from '../domain/results/resultsFileName';
import type { PendingResults, TournamentResults } from '../domain/results/tournamentResults';
import { apiRequest } from './client';

/**
 * GET /api/tournaments/{id}/results: its stored figures, or `pending` while the server computes the first; 409 for a
 * tournament not started, or one that ended before its results were kept.
 */
export function fetchTournamentResults(tournamentId: number, signal: AbortSignal): Promise<TournamentResults | PendingResults> {
  return apiRequest('GET', `/api/tournaments/${tournamentId}/results`, { signal });
}

/**
 * GET /api/tournaments/{id}/results.csv or .xlsx: the figures with their labels (and, in the workbook, their
 * definitions), the hourly series and the score distribution (saved as a download).
 */
export const resultsFilePath = (tournamentId: number, format: ResultsFileFormat) => `/api/tournaments/${tournamentId}/results.${format}`;
