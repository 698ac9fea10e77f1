import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { BonusStatus } from '../../../src/domain/bonusStatus';
import type { TournamentResults } from '../../../src/domain/results/tournamentResults';

/** Kysely's view of the tables created by ./migrations; keep the two in step. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface TournamentsTable {
  id: Generated<number>;
  status: Generated<number>;
  slug: Generated<string>;
  title: Generated<string>;
  short_description: Generated<string>;
  description: Generated<string>;
  cta_text: Generated<string>;
  score_driver: Generated<number>;
  win_criteria: number | null;
  opt_in_condition: Generated<number>;
  hero_image_desktop: Generated<string>;
  hero_image_mobile: Generated<string>;
  list_image: Generated<string>;
  summary_video_url: Generated<string>;
  terms_and_conditions: Generated<string>;
  terms_and_conditions_text: Generated<string>;
  floor_score: Generated<boolean>;
  is_promoted: Generated<boolean>;
  is_raffle: Generated<boolean>;
  is_obsolete: Generated<boolean>;
  is_hidden: Generated<boolean>;
  leaderboard_size: number | null;
  award_prizes: string | null;
  total_item_prizes: number | null;
  free_spins: number | null;
  total_pool_prize: string | null;
  start_at: Timestamp;
  end_at: Timestamp;
  monday: Generated<boolean>;
  tuesday: Generated<boolean>;
  wednesday: Generated<boolean>;
  thursday: Generated<boolean>;
  friday: Generated<boolean>;
  saturday: Generated<boolean>;
  sunday: Generated<boolean>;
  bonus_win_amount_ingestion_configuration: JSONColumnType<Record<string, { win_amount_multiplication_factor: number }>>;
  user_role_assignment_score_configuration: JSONColumnType<Record<string, { score_to_add: number }>>;
  deposit_amount_multiplication_factor: Generated<number>;
  min_deposit_amount: number | null;
  max_deposit_amount: number | null;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
  /** Migration 017: when it was published, by the database's clock (as gaming_events.received_at); null before. */
  published_at: Generated<Date | null>;
  /** Migration 010: one more with every write of the tournament, and who made the last (null id: the server). */
  version: Generated<number>;
  updated_by_id: string | null;
  updated_by_name: Generated<string>;
  /** Migration 023: the series that created the tournament, and the start its rule gave it (null once an edit dropped it). */
  series_id: number | null;
  series_start: Timestamp | null;
  /** Migration 022: prizes wait for staff's approval at completion (issue 28); when approved, and by whom. */
  manual_payout: Generated<boolean>;
  payout_approved_at: Timestamp | null;
  payout_approved_by_id: string | null;
  payout_approved_by_name: string | null;
}

export interface TierBonusJson {
  type: number;
  code: string;
  name: string;
  nominal_name: string;
  image_url: string;
  value: number;
}

export interface TiersTable {
  tournament_id: number;
  position: number;
  rank_min: number;
  rank_max: number;
  bonus: JSONColumnType<TierBonusJson>;
}

export interface WageringConditionsTable {
  tournament_id: number;
  position: number;
  platform: Generated<string>;
  min_stake: number | null;
  max_stake: number | null;
  contribution: number | null;
  casino_game_ids: ColumnType<number[], number[] | undefined, number[]>;
}

export interface BoostersTable {
  id: Generated<number>;
  tournament_id: number;
  multiplier: Generated<number>;
  name: Generated<string>;
  start_date: Timestamp | null;
  end_date: Timestamp | null;
  day_of_week: number | null;
  day_of_month: number | null;
}

export interface PlayersTable {
  id: string;
  /** The latest name the platform sent, else the id (migration 016). */
  user_name: string;
  /** When the platform first sent the player; null for an id staff invited that it has not sent yet (migration 016). */
  first_seen_at: Timestamp | null;
}

export interface LeaderboardRowsTable {
  tournament_id: number;
  user_id: string;
  user_name: string;
  total_score: Generated<number>;
  computed: DefaultedTimestamp;
  /** Migration 015: whether computed is a score change's time (else the join's). */
  score_changed: Generated<boolean>;
}

/** Consecutive runs of a leaderboard's rank order, named by their first order key (migration 007). */
export interface LeaderboardRankBlocksTable {
  tournament_id: number;
  start_score: number;
  start_computed: Date;
  start_user_id: string;
  row_count: number;
}

export interface ScoreAdjustmentsTable {
  id: Generated<number>;
  tournament_id: number;
  user_id: string;
  score: number;
  note: string;
  adjusted_by: string;
  adjusted_at: DefaultedTimestamp;
}

export interface TournamentHistoryTable {
  id: Generated<number>;
  tournament_id: number;
  at: Timestamp;
  actor_id: string;
  actor_name: string;
  action: string;
  details: JSONColumnType<object>;
}

/** A player staff disqualified (migration 022): off the board, with what they had then and why. */
export interface DisqualifiedPlayersTable {
  tournament_id: number;
  user_id: string;
  user_name: string;
  total_score: number;
  /** Their rank when disqualified. */
  rank: number;
  reason: string;
  disqualified_at: Timestamp;
  disqualified_by_id: string;
  disqualified_by_name: string;
  /** Disqualified after the end, in review, rather than while the tournament ran. */
  in_review: boolean;
}

/** A recurring series (migration 023): a template tournament as the API sends one, its boosters and its rule. */
export interface TournamentSeriesTable {
  id: Generated<number>;
  status: Generated<'active' | 'paused' | 'ended'>;
  template: JSONColumnType<object>;
  boosters: JSONColumnType<object[]>;
  recurrence: JSONColumnType<object>;
  version: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  updated_by_id: string | null;
  updated_by_name: string;
}

export interface BonusesTable {
  code: string;
  name: string;
  type: number;
  nominal_name: Generated<string>;
  image_url: Generated<string>;
  value: Generated<number>;
  status: Generated<BonusStatus>;
}

export interface GamesTable {
  id: number;
  game_name: string;
  vendor: string;
  thumbnail: string;
}

export interface BonusOutboxTable {
  id: Generated<number>;
  tournament_id: number;
  rank: number;
  user_id: string;
  bonus_code: string;
  total_score: number;
  created: DefaultedTimestamp;
  sent: Timestamp | null;
  send_failures: Generated<number>;
  sent_by: string | null;
  next_attempt_at: DefaultedTimestamp;
  last_error: string | null;
  /** Who is sending the entry right now (migration 005); null when nobody is. */
  send_claim: string | null;
  /** When that claim lapses, by the database's clock: its sender is then presumed dead. */
  send_claimed_until: Timestamp | null;
}

export interface AdminUsersTable {
  id: string;
  display_name: string;
  last_seen: DefaultedTimestamp;
}

export interface IdpSigningKeysTable {
  kid: string;
  private_jwk: JSONColumnType<JsonWebKeyShape>;
  created_at: DefaultedTimestamp;
}

export interface IdpSessionsTable {
  id: string;
  cookie_hash: string;
  username: string;
  created_at: Timestamp;
  last_active_at: Timestamp;
  expires_at: Timestamp;
  ended_at: Timestamp | null;
}

export interface IdpAuthorizationRequestsTable {
  id: string;
  client_id: string;
  redirect_uri: string;
  response_mode: string;
  state: string | null;
  nonce: string | null;
  scope: string;
  code_challenge: string;
  expires_at: Timestamp;
  session_id: string | null;
  code_hash: string | null;
  code_used_at: Timestamp | null;
}

export interface IdpRefreshTokensTable {
  jti: string;
  session_id: string;
  issued_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface IdpSignInThrottleTable {
  kind: string;
  key: string;
  failures: number;
  last_failure_at: Timestamp;
  blocked_until: Timestamp;
}

/** A JWK as stored: kept structural so the schema does not depend on jose's types. */
export type JsonWebKeyShape = Record<string, string>;

/** Gaming events as posted (spec §1); the fields of other types than the row's are null. */
export interface GamingEventsTable {
  id: string;
  type: string;
  user_id: string;
  user_name: string | null;
  occurred_at: Timestamp;
  received_at: DefaultedTimestamp;
  game_id: number | null;
  platform: string | null;
  stake: number | null;
  win: number | null;
  bonus_id: string | null;
  amount: number | null;
  role_id: string | null;
  tournament_id: number | null;
}

/** Per tournament and player, what the engine needs beside the leaderboard (migration 008). */
export interface TournamentPlayersTable {
  tournament_id: number;
  user_id: string;
  /** The earliest opt_in event for the tournament. */
  opted_in_at: Timestamp | null;
  /** When staff assigned the player (PUT /api/tournaments/{id}/players/{playerId}). */
  assigned_at: Timestamp | null;
}

/** The roles whose score_to_add a player already got in a tournament (migration 008). */
export interface ScoredRolesTable {
  tournament_id: number;
  user_id: string;
  role_id: string;
}

/** Each board's live version (migration 009): the last leaderboard_version_seq value a writer of the board took. */
export interface LeaderboardVersionsTable {
  tournament_id: number;
  version: number;
}

/** A tournament's results as the API answers them (migration 024): a provisional snapshot, or final once its prizes are known. */
export interface TournamentResultsTable {
  tournament_id: number;
  final: boolean;
  computed_at: Timestamp;
  results: JSONColumnType<TournamentResults>;
}

/** What the board's writes added to its total per clock hour (migration 025). */
export interface TournamentPointsByHourTable {
  tournament_id: number;
  hour: Timestamp;
  /** numeric: exact, to the hundredth. */
  points: string;
}

export interface Database {
  tournaments: TournamentsTable;
  tiers: TiersTable;
  wagering_conditions: WageringConditionsTable;
  boosters: BoostersTable;
  players: PlayersTable;
  leaderboard_rows: LeaderboardRowsTable;
  leaderboard_rank_blocks: LeaderboardRankBlocksTable;
  score_adjustments: ScoreAdjustmentsTable;
  tournament_history: TournamentHistoryTable;
  bonuses: BonusesTable;
  games: GamesTable;
  bonus_outbox: BonusOutboxTable;
  admin_users: AdminUsersTable;
  idp_signing_keys: IdpSigningKeysTable;
  idp_sessions: IdpSessionsTable;
  idp_authorization_requests: IdpAuthorizationRequestsTable;
  idp_refresh_tokens: IdpRefreshTokensTable;
  idp_sign_in_throttle: IdpSignInThrottleTable;
  gaming_events: GamingEventsTable;
  tournament_players: TournamentPlayersTable;
  scored_roles: ScoredRolesTable;
  leaderboard_versions: LeaderboardVersionsTable;
  tournament_series: TournamentSeriesTable;
  disqualified_players: DisqualifiedPlayersTable;
  tournament_results: TournamentResultsTable;
  tournament_points_by_hour: TournamentPointsByHourTable;
}
