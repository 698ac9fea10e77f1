/** The live leaderboard streams of issue 12 (contract: tournament-engine.md §3), read with fetch. */
import type { TournamentStatus } from '../domain/enums';
import type { SseMessage } from '../lib/sseParser';
import { apiEventStream } from './client';

export interface LiveLeader {
  user_id: string;
  user_name: string;
  total_score: number;
}

/** `event: change`: the board now; `version` grows with every change and is the same on every server. */
export interface LiveBoardChange {
  tournament_id: number;
  version: number;
  players: number;
  /** null on an empty board. */
  leader: LiveLeader | null;
}

/** `event: end`: the tournament stopped being In Progress; the server stops sending for this board. */
export interface LiveBoardEnd {
  tournament_id: number;
  status: TournamentStatus;
}

export type LiveBoardMessage = { event: 'change'; change: LiveBoardChange } | { event: 'end'; end: LiveBoardEnd };

/** The multiplexed route follows at most this many boards on one stream. */
export const LIVE_BOARDS_PER_STREAM = 50;

/** GET /api/leaderboard/{id}/changes. */
export function openBoardChanges(tournamentId: number, signal: AbortSignal): Promise<ReadableStream<Uint8Array>> {
  return apiEventStream(`/api/leaderboard/${tournamentId}/changes`, signal);
}

/** GET /api/leaderboards/changes?ids=1,2,3: the same messages for up to 50 boards on one stream. */
export function openBoardsChanges(tournamentIds: readonly number[], signal: AbortSignal): Promise<ReadableStream<Uint8Array>> {
  return apiEventStream(`/api/leaderboards/changes?ids=${tournamentIds.join(',')}`, signal);
}

/** The message a stream's SSE message carries; undefined for events this console does not know. */
export function toLiveBoardMessage({ event, data }: SseMessage): LiveBoardMessage | undefined {
  if (event === 'change') return { event, change: JSON.parse(data) as LiveBoardChange };
  if (event === 'end') return { event, end: JSON.parse(data) as LiveBoardEnd };
  return undefined;
}
