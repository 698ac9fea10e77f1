import type { Migration } from 'kysely';
import * as core from './001_core';
import * as identityProviderKeys from './002_identity_provider_keys';
import * as identityProvider from './003_identity_provider';
import * as signInThrottle from './004_sign_in_throttle';
import * as outboxSendClaims from './005_outbox_send_claims';
import * as gamingEvents from './006_gaming_events';
import * as rankBlocks from './007_rank_blocks';
import * as enginePlayerState from './008_engine_player_state';
import * as leaderboardVersions from './009_leaderboard_versions';
import * as tournamentVersions from './010_tournament_versions';
import * as tournamentHistory from './011_tournament_history';
import * as tournamentListOrder from './012_tournament_list_order';
import * as boardFunctions from './013_board_functions';
import * as adjustmentUnderLock from './014_adjustment_under_lock';
import * as joinTime from './015_join_time';
import * as arrivalOrder from './017_arrival_order';
import * as forgetClientThrottle from './018_forget_client_throttle';
import * as platformPlayers from './016_platform_players';
import * as bonusStatus from './019_bonus_status';
import * as playerNameSearch from './020_player_name_search';
import * as boardFunctionsPlanOnce from './021_board_functions_plan_once';
import * as payoutReview from './022_payout_review';
import * as tournamentSeries from './023_tournament_series';
import * as tournamentResults from './024_tournament_results';
import * as pointsByHour from './025_points_by_hour';
import * as namesBeforeLocks from './026_names_before_locks';
import * as arrivalOrderIndex from './027_arrival_order_index';

/** Applied in key order at start; a migration once released is never edited, only followed. */
export const migrations: Record<string, Migration> = {
  '001_core': core,
  '002_identity_provider_keys': identityProviderKeys,
  '003_identity_provider': identityProvider,
  '004_sign_in_throttle': signInThrottle,
  '005_outbox_send_claims': outboxSendClaims,
  '006_gaming_events': gamingEvents,
  '007_rank_blocks': rankBlocks,
  '008_engine_player_state': enginePlayerState,
  '009_leaderboard_versions': leaderboardVersions,
  '010_tournament_versions': tournamentVersions,
  '011_tournament_history': tournamentHistory,
  '012_tournament_list_order': tournamentListOrder,
  '013_board_functions': boardFunctions,
  '014_adjustment_under_lock': adjustmentUnderLock,
  '015_join_time': joinTime,
  '017_arrival_order': arrivalOrder,
  '018_forget_client_throttle': forgetClientThrottle,
  '016_platform_players': platformPlayers,
  '019_bonus_status': bonusStatus,
  '020_player_name_search': playerNameSearch,
  '021_board_functions_plan_once': boardFunctionsPlanOnce,
  '022_payout_review': payoutReview,
  '023_tournament_series': tournamentSeries,
  '024_tournament_results': tournamentResults,
  '025_points_by_hour': pointsByHour,
  '026_names_before_locks': namesBeforeLocks,
  '027_arrival_order_index': arrivalOrderIndex,
};
