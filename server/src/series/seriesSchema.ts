import { Type } from '@sinclair/typebox';
import { SERIES_STATUSES } from '../../../src/domain/series';
import { SERIES_COUNT_MAX, SERIES_DURATION_MAX_MINUTES, SERIES_FREQUENCIES } from '../../../src/domain/seriesRecurrence';
import { BOOSTERS_MAX } from '../../../src/domain/inputLimits';
import { TournamentStatus } from '../../../src/domain/enums';
import { BoundedInteger, RowId, SingleLineText, ZonedTimestamp } from '../http/inputSchemas';
import { BoosterSchema } from '../boosters/boosterSchema';
import { IntegerEnum, Nullable } from '../http/schemaTypes';
import { TournamentBodySchema } from '../tournaments/tournamentSchema';

/** The series API's shapes (src/domain/series.ts); the rules beyond shape are validateRecurrence's and the tournament's. */


const RecurrenceSchema = Type.Object(
  {
    frequency: Type.Unsafe<(typeof SERIES_FREQUENCIES)[number]>({ type: 'string', enum: [...SERIES_FREQUENCIES] }),
    weekdays: Type.Array(BoundedInteger(0, 6), { maxItems: 7, description: "'weekdays': the chosen days, 'weekly': one; 0 Sunday .. 6 Saturday" }),
    day_of_month: Nullable(BoundedInteger(1, 31, { description: "'monthly': the day, in a shorter month its last day" })),
    time_of_day: SingleLineText(5, { description: "'HH:MM' UTC each instance starts at ('hourly': its minutes)" }),
    duration_minutes: BoundedInteger(1, SERIES_DURATION_MAX_MINUTES),
    from: ZonedTimestamp('No instance starts before it; count counts from it'),
    until: Nullable(ZonedTimestamp('No instance starts after it')),
    count: Nullable(BoundedInteger(1, SERIES_COUNT_MAX, { description: 'at most this many instances from `from`' })),
    allow_overlap: Type.Boolean({ description: 'whether a duration longer than the gap between two starts is allowed' }),
  },
  { additionalProperties: false },
);

/** A booster as GET /api/boosters/{id} answers one, its id and tournament id optional and not read. */
const SeriesBoosterSchema = Type.Object({
  ...Type.Omit(BoosterSchema, ['id', 'tournament_id']).properties,
  id: Type.Optional(Type.Integer()),
  tournament_id: Type.Optional(Type.Integer()),
});

export const SeriesBodySchema = Type.Object(
  {
    template: TournamentBodySchema,
    boosters: Type.Array(SeriesBoosterSchema, { maxItems: BOOSTERS_MAX }),
    recurrence: RecurrenceSchema,
  },
  { additionalProperties: false },
);

const InstanceWindow = { id: Type.Integer(), start: Type.String(), end: Type.String() };

const seriesSummaryFields = {
  id: Type.Integer(),
  title: Type.String(),
  status: Type.Unsafe<(typeof SERIES_STATUSES)[number]>({ type: 'string', enum: [...SERIES_STATUSES] }),
  recurrence: RecurrenceSchema,
  rule_text: Type.String({ description: "The rule in words, in the request's language ('Every Saturday 18:00–22:00 UTC')" }),
  next_instance: Type.Union([Type.Object(InstanceWindow), Type.Null()], { description: 'The next instance not started yet' }),
  instances_run: Type.Integer({ description: 'Instances that have started and were not canceled' }),
  version: Type.Integer(),
};

export const SeriesSummarySchema = Type.Object(seriesSummaryFields);

export const SeriesDetailSchema = Type.Object({
  ...seriesSummaryFields,
  template: TournamentBodySchema,
  boosters: Type.Array(SeriesBoosterSchema),
  instances: Type.Array(
    Type.Object({
      ...InstanceWindow,
      status: IntegerEnum(TournamentStatus),
      in_rule: Type.Boolean({ description: 'False once an edit of the rule dropped the instance (it is then Canceled)' }),
    }),
  ),
});

export const SeriesIdParams = Type.Object({ id: RowId() });
