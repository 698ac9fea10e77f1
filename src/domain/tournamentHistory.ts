/**
 * A tournament's history (issue 13): one append-only entry per staff write, and per completion by the server.
 * The server writes the entries; the console reads and renders them. Gaming events are not staff writes and
 * are not recorded (the board is their record).
 */
import { defineMessages } from '../i18n/defineMessages';
import type { MessageDescriptor } from '../i18n/text';

/** Who wrote: a staff member (id and display name from the token), or the server itself (completion). */
export interface HistoryActor {
  id: string;
  name: string;
}

/** The server, for what it does on its own: completing a tournament at its end time. */
export const SERVER_ACTOR: HistoryActor = { id: 'server', name: 'Server' };

/**
 * One value that changed: a field of the form (`field` alone), one part of it (`key`: a part of the time
 * configuration, an id of a configuration map, a booster's id), or one row of a list (`row`: a tier or a
 * wagering condition, from 0). `before` is null for what was added, `after` null for what was removed.
 */
export interface FieldChange {
  field: string;
  key?: string;
  row?: number;
  before: unknown;
  after: unknown;
}

export type HistoryRecord =
  | { action: 'created'; details: { title: string } }
  | { action: 'duplicated'; details: { title: string; source_id: number } }
  | { action: 'updated' | 'published' | 'summary_video_changed' | 'boosters_saved' | 'boosters_deleted'; details: { changes: FieldChange[] } }
  /** `reason`: what the staff member gave when canceling (issue 27), absent when none was given. */
  | { action: 'canceled'; details: { reason?: string } }
  /** Issue 28: its series published the tournament, one of the series' instances. */
  | { action: 'series_published'; details: { series_id: number } }
  /** Issue 28: an edit of its series changed the instance before it started (`changes` as a save's, the boosters aside). */
  | { action: 'series_updated'; details: { series_id: number; changes: FieldChange[] } }
  /** Issue 28: canceled before it started because its series no longer has it: an edit dropped its start, or the series ended. */
  | { action: 'series_dropped'; details: { series_id: number; reason: 'rule_changed' | 'series_ended' } }
  /** `review`: the prizes wait for staff's approval (manual payout, issue 28), so `prizes` (the outbox entries written) is 0. */
  | { action: 'completed'; details: { prizes: number; review?: true } }
  /** Issue 28: staff disqualified a player, who had `total_score` at `rank` then (`in_review`: after the end, before the payout). */
  | { action: 'player_disqualified'; details: { player_id: string; reason: string; rank: number; total_score: number; in_review: boolean } }
  /** Issue 28: staff approved a manual payout: `prizes` outbox entries written. */
  | { action: 'payout_approved'; details: { prizes: number } }
  | { action: 'player_assigned'; details: { player_id: string; joined: boolean } }
  /** disqualified: counted since 2026-11-29; entries from before have no such count. */
  | { action: 'players_invited'; details: { invited: number; already_on_board: number; not_seen: number; disqualified?: number } }
  | { action: 'score_adjusted'; details: { player_id: string; points: number; note: string; total_score: number } }
  | { action: 'bonus_resent'; details: { entry_id: number; player_id: string; rank: number; bonus_code: string; result: 'sent' | 'failed'; error: string | null } }
  /** Issue 27: a failed entry whose bonus can no longer be sent given another (`from` the old code, `to` the new). */
  | { action: 'bonus_code_replaced'; details: { entry_id: number; player_id: string; rank: number; from: string; to: string } };

export type HistoryAction = HistoryRecord['action'];

/** Every action, in the order the console offers them as a filter. */
export const HISTORY_ACTIONS: readonly HistoryAction[] = [
  'created',
  'duplicated',
  'updated',
  'published',
  'canceled',
  'series_published',
  'series_updated',
  'series_dropped',
  'completed',
  'player_disqualified',
  'payout_approved',
  'summary_video_changed',
  'boosters_saved',
  'boosters_deleted',
  'player_assigned',
  'players_invited',
  'score_adjusted',
  'bonus_resent',
  'bonus_code_replaced',
];

export const HISTORY_ACTION_LABELS: Record<HistoryAction, MessageDescriptor> = defineMessages({
  created: { id: 'domain.historyAction.created', defaultMessage: 'Created' },
  duplicated: { id: 'domain.historyAction.duplicated', defaultMessage: 'Duplicated' },
  updated: { id: 'domain.historyAction.updated', defaultMessage: 'Saved' },
  published: { id: 'domain.historyAction.published', defaultMessage: 'Published' },
  canceled: { id: 'domain.historyAction.canceled', defaultMessage: 'Canceled' },
  series_published: { id: 'domain.historyAction.seriesPublished', defaultMessage: 'Published by its series' },
  series_updated: { id: 'domain.historyAction.seriesUpdated', defaultMessage: 'Changed by its series' },
  series_dropped: { id: 'domain.historyAction.seriesDropped', defaultMessage: 'Canceled by its series' },
  completed: { id: 'domain.historyAction.completed', defaultMessage: 'Completed' },
  player_disqualified: { id: 'domain.historyAction.playerDisqualified', defaultMessage: 'Player disqualified' },
  payout_approved: { id: 'domain.historyAction.payoutApproved', defaultMessage: 'Payout approved' },
  summary_video_changed: { id: 'domain.historyAction.summaryVideoChanged', defaultMessage: 'Summary video' },
  boosters_saved: { id: 'domain.historyAction.boostersSaved', defaultMessage: 'Boosters saved' },
  boosters_deleted: { id: 'domain.historyAction.boostersDeleted', defaultMessage: 'Boosters deleted' },
  player_assigned: { id: 'domain.historyAction.playerAssigned', defaultMessage: 'Player assigned' },
  players_invited: { id: 'domain.historyAction.playersInvited', defaultMessage: 'Players invited' },
  score_adjusted: { id: 'domain.historyAction.scoreAdjusted', defaultMessage: 'Score adjusted' },
  bonus_resent: { id: 'domain.historyAction.bonusResent', defaultMessage: 'Bonus resent' },
  bonus_code_replaced: { id: 'domain.historyAction.bonusCodeReplaced', defaultMessage: 'Bonus code replaced' },
});

/** GET /api/tournaments/{id}/history: newest first. `at` is UTC, ISO 8601. */
export type HistoryEntry = HistoryRecord & { id: number; tournament_id: number; at: string; actor: HistoryActor };

/** GET /api/leaderboard/{id}/player/{playerId}/adjustments: newest first. */
export interface ScoreAdjustmentEntry {
  id: number;
  at: string;
  adjusted_by: HistoryActor;
  note: string;
  points: number;
}
