import { Type, type TSchema } from '@sinclair/typebox';
import { AMOUNT_MAX } from '../../../src/domain/inputLimits';
import {
  EVENT_TYPES,
  type BonusWinEvent,
  type CasinoRoundEvent,
  type DepositEvent,
  type EventType,
  type GamingEvent as ScoringEvent,
  type OptInEvent,
  type RoleAssignedEvent,
} from '../../../src/domain/scoring';
import { BoundedNumber, NOT_BLANK, RowId, SingleLineText, ZonedTimestamp } from '../http/inputSchemas';
import { ErrorMessage } from '../http/errorResponses';

/** Events in one POST /api/events (spec §1). */
export const EVENT_BATCH_MAX = 10_000;
/** Characters of an event's ids and names (spec §1: 1–128). */
export const EVENT_TEXT_MAX_LENGTH = 128;

const Text = (description: string) => SingleLineText(EVENT_TEXT_MAX_LENGTH, { minLength: 1, description });
/** An id names something: not white space only (a player of spaces could not be assigned or adjusted). */
const Id = (description: string) => SingleLineText(EVENT_TEXT_MAX_LENGTH, { minLength: 1, [NOT_BLANK]: true, description });
const Amount = (description: string) => Type.Number({ exclusiveMinimum: 0, maximum: AMOUNT_MAX, description });

const common = {
  id: Id('Unique per event, the idempotency key: an id seen before changes nothing'),
  user_id: Id('The player'),
  user_name: Type.Optional(Text('Shown on the leaderboard (else the user_id)')),
  occurred_at: ZonedTimestamp('When it happened at the platform (scoring uses this)'),
};

export { EVENT_TYPES };

/** An event as posted: the scoring rules' event (src/domain/scoring/events.ts) with occurred_at as the ISO text sent. */
type Wire<E> = E extends ScoringEvent ? Omit<E, 'occurred_at'> & { occurred_at: string } : never;
export type GamingEvent = Wire<ScoringEvent>;

/**
 * The one conversion between the wire and the rules: occurred_at parsed once, here at the edge (the schema has
 * already refused a timestamp JavaScript cannot read), so every rule compares epoch milliseconds.
 */
export function toScoringEvent(event: GamingEvent): ScoringEvent {
  return { ...event, occurred_at: Date.parse(event.occurred_at) };
}

const CasinoRound = Type.Object({
  ...common,
  type: Type.Literal('casino_round'),
  game_id: RowId(),
  platform: Type.Unsafe<'desktop' | 'mobile'>({ type: 'string', enum: ['desktop', 'mobile'] }),
  stake: Amount('The stake of the settled round, > 0'),
  win: BoundedNumber(0, AMOUNT_MAX, { description: 'Its total win, ≥ 0' }),
});
const BonusWin = Type.Object({
  ...common,
  type: Type.Literal('bonus_win'),
  bonus_id: Text('The bonus the win was paid from'),
  amount: Amount('The win, > 0'),
});
const Deposit = Type.Object({ ...common, type: Type.Literal('deposit'), amount: Amount('The deposit, > 0') });
const RoleAssigned = Type.Object({ ...common, type: Type.Literal('role_assigned'), role_id: Text('The role the player was given at the platform') });
const OptIn = Type.Object({ ...common, type: Type.Literal('opt_in'), tournament_id: RowId({ description: 'The tournament the player opted in to' }) });

/** A schema per type of the rules' list, each checked against the rules' type of that event: the two cannot drift apart. */
const SCHEMA_OF_TYPE: { [T in EventType]: TSchema & { static: Wire<Extract<ScoringEvent, { type: T }>> } } = {
  casino_round: CasinoRound,
  bonus_win: BonusWin,
  deposit: Deposit,
  role_assigned: RoleAssigned,
  opt_in: OptIn,
};
const EVENT_SCHEMAS = EVENT_TYPES.map((type) => SCHEMA_OF_TYPE[type]);

type FieldsBesideType<E extends ScoringEvent> = Omit<E, 'type' | 'occurred_at'>;
/** The fields every event has, and those of each type as optional: an event as a row of the events table sees it. */
export type AnyEventFields = Pick<GamingEvent, 'type' | keyof typeof common> &
  Partial<FieldsBesideType<CasinoRoundEvent> & FieldsBesideType<BonusWinEvent> & FieldsBesideType<DepositEvent> & FieldsBesideType<RoleAssignedEvent> & FieldsBesideType<OptInEvent>>;

/**
 * One event: a oneOf tagged by `type` (validation.ts enables ajv's discriminator), so a malformed event is
 * reported by the fields of its own type, and an unknown type as such.
 */
const GamingEventSchema = Type.Unsafe<GamingEvent>({ type: 'object', discriminator: { propertyName: 'type' }, required: ['type'], oneOf: EVENT_SCHEMAS as TSchema[] });

export const EventBatchSchema = Type.Array(GamingEventSchema, { minItems: 1, maxItems: EVENT_BATCH_MAX });

export const EventBatchResultSchema = Type.Object({
  accepted: Type.Integer({ description: 'Events stored now' }),
  duplicates: Type.Integer({ description: 'Events whose id was seen before (also earlier in the same batch): nothing changed' }),
});

export const EventBatchErrorSchema = Type.Object({
  message: ErrorMessage(),
  index: Type.Optional(Type.Integer({ description: 'The first malformed event, counted from 0; absent when the batch as a whole is refused' })),
});
