import { Type } from '@sinclair/typebox';
import { BonusType, OptInCondition, ScoreDriver, TournamentStatus, WinCriteria } from '../../../src/domain/enums';
import { PLATFORMS } from '../../../src/domain/tournament';
import { IntegerEnum, Nullable, NullableIntegerEnum } from './schemaTypes';

/** TypeBox schemas of the tournament JSON (spec §3), mirroring the types in src/domain/tournament.ts. */

const TierSchema = Type.Object({
  rank_min: Type.Integer(),
  rank_max: Type.Integer(),
  bonus: Type.Object({
    type: IntegerEnum(BonusType),
    code: Type.String(),
    name: Type.String(),
    nominal_name: Type.String(),
    image_url: Type.String(),
    value: Type.Number(),
  }),
});

const WageringConditionSchema = Type.Object({
  platform: Type.Unsafe<(typeof PLATFORMS)[number]>({ type: 'string', enum: [...PLATFORMS] }),
  min_stake: Nullable(Type.Number()),
  max_stake: Nullable(Type.Number()),
  contribution: Nullable(Type.Number()),
  casino_game_ids: Type.Array(Type.Integer()),
});

const TimeConfigurationSchema = Type.Object({
  start: Type.String({ description: 'ISO timestamp' }),
  end: Type.String({ description: 'ISO timestamp' }),
  monday: Type.Boolean(),
  tuesday: Type.Boolean(),
  wednesday: Type.Boolean(),
  thursday: Type.Boolean(),
  friday: Type.Boolean(),
  saturday: Type.Boolean(),
  sunday: Type.Boolean(),
});

const tournamentFields = {
  slug: Type.String(),
  title: Type.String(),
  short_description: Type.String(),
  description: Type.String(),
  cta_text: Type.String(),
  score_driver: IntegerEnum(ScoreDriver),
  win_criteria: NullableIntegerEnum(WinCriteria),
  opt_in_condition: IntegerEnum(OptInCondition),
  hero_image_desktop: Type.String(),
  hero_image_mobile: Type.String(),
  list_image: Type.String(),
  summary_video_url: Type.String(),
  terms_and_conditions: Type.String(),
  terms_and_conditions_text: Type.String(),
  floor_score: Type.Boolean(),
  is_promoted: Type.Boolean(),
  is_raffle: Type.Boolean(),
  is_obsolete: Type.Boolean(),
  is_hidden: Type.Boolean(),
  leaderboard_size: Nullable(Type.Integer()),
  award_prizes: Nullable(Type.String()),
  total_item_prizes: Nullable(Type.Number()),
  free_spins: Nullable(Type.Number()),
  total_pool_prize: Nullable(Type.String()),
  tiers: Type.Array(TierSchema),
  wagering_conditions: Type.Array(WageringConditionSchema),
  time_configuration: TimeConfigurationSchema,
  bonus_win_amount_ingestion_configuration: Type.Record(Type.String(), Type.Object({ win_amount_multiplication_factor: Type.Number() })),
  user_role_assignment_score_configuration: Type.Record(Type.String(), Type.Object({ score_to_add: Type.Number() })),
  deposit_amount_multiplication_factor: Type.Number(),
  min_deposit_amount: Nullable(Type.Number()),
  max_deposit_amount: Nullable(Type.Number()),
};

const StatusSchema = IntegerEnum(TournamentStatus);

export const TournamentSchema = Type.Object({ id: Type.Integer(), status: StatusSchema, ...tournamentFields });

/** What create and update accept: a client may send back the id and status it read; create ignores both. */
export const TournamentBodySchema = Type.Object({
  id: Type.Optional(Type.Integer()),
  status: Type.Optional(StatusSchema),
  ...tournamentFields,
});

export const TournamentIdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
