import { Type, type TSchema } from '@sinclair/typebox';
import { BonusType, OptInCondition, ScoreDriver, TournamentStatus, WinCriteria } from '../../../src/domain/enums';
import {
  AMOUNT_MAX,
  CONFIG_ENTRIES_MAX,
  FACTOR_MAX,
  GAME_IDS_MAX,
  ID_MAX,
  LEADERBOARD_SIZE_MAX,
  RICH_TEXT_MAX_BYTES,
  SCORE_MAX,
  TEXT_MAX_LENGTH,
  TIERS_MAX,
  TOURNAMENT_TEXT_MAX_LENGTH,
  WAGERING_CONDITIONS_MAX,
} from '../../../src/domain/inputLimits';
import { PLATFORMS } from '../../../src/domain/tournament';
import { EtagHeader } from '../http/ifMatch';
import { BoundedInteger, BoundedNumber, MultiLineText, NOT_BLANK, RichText, SignedNumber, SingleLineText, ZonedTimestamp } from '../http/inputSchemas';
import { IntegerEnum, Nullable, NullableIntegerEnum } from '../http/schemaTypes';

/** TypeBox schemas of the tournament JSON (spec §3), mirroring the types in src/domain/tournament.ts. */

const Name = () => SingleLineText(TEXT_MAX_LENGTH.name);
// Spec §5 has its own messages for ranks below 1, stakes below 1 and contributions not above 0: the schema
// bounds only their size (SignedNumber), and the domain's rules refuse the rest with those messages.
const Rank = () => BoundedInteger(-LEADERBOARD_SIZE_MAX, LEADERBOARD_SIZE_MAX);

const TierSchema = Type.Object({
  rank_min: Rank(),
  rank_max: Rank(),
  bonus: Type.Object({
    type: IntegerEnum(BonusType),
    code: SingleLineText(TEXT_MAX_LENGTH.id),
    name: Name(),
    nominal_name: Name(),
    image_url: SingleLineText(TEXT_MAX_LENGTH.url),
    value: BoundedNumber(0, AMOUNT_MAX),
  }),
});

const WageringConditionSchema = Type.Object({
  platform: Type.Unsafe<(typeof PLATFORMS)[number]>({ type: 'string', enum: [...PLATFORMS] }),
  min_stake: Nullable(SignedNumber(AMOUNT_MAX)),
  max_stake: Nullable(SignedNumber(AMOUNT_MAX)),
  contribution: Nullable(SignedNumber(FACTOR_MAX)),
  casino_game_ids: Type.Array(BoundedInteger(0, ID_MAX), { maxItems: GAME_IDS_MAX }),
});

const TimeConfigurationSchema = Type.Object({
  start: ZonedTimestamp('The start, included'),
  end: ZonedTimestamp('The end, excluded'),
  monday: Type.Boolean(),
  tuesday: Type.Boolean(),
  wednesday: Type.Boolean(),
  thursday: Type.Boolean(),
  friday: Type.Boolean(),
  saturday: Type.Boolean(),
  sunday: Type.Boolean(),
});

/** A map keyed by a bonus or role id (never blank: no event's id is), of at most CONFIG_ENTRIES_MAX entries. */
const ConfigurationMap = <V extends TSchema>(value: V) =>
  Type.Record(Type.String(), value, { maxProperties: CONFIG_ENTRIES_MAX, propertyNames: SingleLineText(TEXT_MAX_LENGTH.id, { [NOT_BLANK]: true }) });

const text = TOURNAMENT_TEXT_MAX_LENGTH;
const tournamentFields = {
  slug: SingleLineText(text.slug),
  title: SingleLineText(text.title),
  short_description: MultiLineText(text.short_description),
  description: MultiLineText(text.description),
  cta_text: SingleLineText(text.cta_text),
  score_driver: IntegerEnum(ScoreDriver),
  win_criteria: NullableIntegerEnum(WinCriteria),
  opt_in_condition: IntegerEnum(OptInCondition),
  hero_image_desktop: SingleLineText(text.hero_image_desktop),
  hero_image_mobile: SingleLineText(text.hero_image_mobile),
  list_image: SingleLineText(text.list_image),
  summary_video_url: SingleLineText(text.summary_video_url),
  terms_and_conditions: SingleLineText(text.terms_and_conditions),
  terms_and_conditions_text: RichText(RICH_TEXT_MAX_BYTES),
  floor_score: Type.Boolean(),
  is_promoted: Type.Boolean(),
  is_raffle: Type.Boolean(),
  is_obsolete: Type.Boolean(),
  is_hidden: Type.Boolean(),
  leaderboard_size: Nullable(BoundedInteger(1, LEADERBOARD_SIZE_MAX)),
  award_prizes: Nullable(SingleLineText(text.award_prizes)),
  total_item_prizes: Nullable(BoundedNumber(0, AMOUNT_MAX)),
  free_spins: Nullable(BoundedNumber(0, AMOUNT_MAX)),
  total_pool_prize: Nullable(SingleLineText(text.total_pool_prize)),
  tiers: Type.Array(TierSchema, { maxItems: TIERS_MAX }),
  wagering_conditions: Type.Array(WageringConditionSchema, { maxItems: WAGERING_CONDITIONS_MAX }),
  time_configuration: TimeConfigurationSchema,
  bonus_win_amount_ingestion_configuration: ConfigurationMap(Type.Object({ win_amount_multiplication_factor: SignedNumber(FACTOR_MAX) })),
  user_role_assignment_score_configuration: ConfigurationMap(Type.Object({ score_to_add: SignedNumber(SCORE_MAX) })),
  deposit_amount_multiplication_factor: BoundedNumber(0, FACTOR_MAX),
  min_deposit_amount: Nullable(BoundedNumber(0, AMOUNT_MAX)),
  max_deposit_amount: Nullable(BoundedNumber(0, AMOUNT_MAX)),
  manual_payout: Type.Optional(
    Type.Boolean({
      description:
        "Extension 'payoutReview' (issue 28): at its end the prizes wait for staff's review and approval instead of going to the outbox. Absent on create is false; absent on save keeps the stored value; read only when true.",
    }),
  ),
};

const StatusSchema = IntegerEnum(TournamentStatus);

export const TournamentSchema = Type.Object({
  id: Type.Integer(),
  status: StatusSchema,
  ...tournamentFields,
  version: Type.Integer({ description: 'One more with every write of the tournament or its boosters; its ETag is "<version>"' }),
});

/** One tournament with its ETag header, as the OpenAPI document shows it. */
export const TournamentResponse = Type.Object(TournamentSchema.properties, { headers: EtagHeader });

/** What create and update accept: a client may send back the id and status it read; create ignores both. */
export const TournamentBodySchema = Type.Object({
  id: Type.Optional(BoundedInteger(0, ID_MAX)),
  status: Type.Optional(StatusSchema),
  ...tournamentFields,
});
