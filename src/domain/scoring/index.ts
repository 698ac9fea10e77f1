/** The scoring rules of engine spec §2, shared by the server's ingest, adjustments and Simulate. */
export { EVENT_TYPES, type EventType, type GamingEvent, type CasinoRoundEvent, type BonusWinEvent, type DepositEvent, type RoleAssignedEvent, type OptInEvent } from './events';
export { isWithinSchedule, scheduleMiss, utcWeekday, type ScheduleMiss } from './schedule';
export { isEligible, type PlayerEntry } from './eligibility';
export { basePoints, type PointRules } from './basePoints';
export { boostAt, boosterLeavesScoresUnchanged, isBoosterActive, NO_BOOST, type Boost, type ScoringBooster } from './boosterMultiplier';
export { roleScore } from './roleScore';
export { roundScore, scoreInHundredths } from './rounding';
export { addToTotal } from './totalScore';
export { compareRanks, type RankedPlayer } from './rankOrder';
export { NO_SCORE_REASONS, type NoScoreReason, type ScoreResult, type Scored, type NotScored } from './scoreResult';
export { scoreEvent, type ScoringTournament } from './scoreEvent';
export { applyAdjustment, applyAssignment, applyEvent, joinBoard, newPlayerState, type PlayerState } from './playerState';
export { BoardReplay, boardRowOf, type BoardRow } from './boardReplay';
export { replay, type ReplayInput } from './replay';
