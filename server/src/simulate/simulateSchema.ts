import { Type, type Static } from '@sinclair/typebox';
import { BonusType } from '../../../src/domain/enums';
import { BOOSTERS_MAX } from '../../../src/domain/inputLimits';
import { SIMULATION_WINDOW_MAX_DAYS } from '../../../src/domain/simulationWindow';
import { BoosterSchema } from '../boosters/boosterSchema';
import { ZonedTimestamp } from '../http/inputSchemas';
import { IntegerEnum } from '../http/schemaTypes';
import { TournamentBodySchema } from '../tournaments/tournamentSchema';

/** Rows of the projected board the answer carries. */
export const SIMULATION_ROWS = 100;

/**
 * A booster as the console's Boosters tab holds it, saved or not (its id, name and tournament_id may come
 * along and are not read); one marked deleted is left out.
 */
const SimulatedBoosterSchema = Type.Composite([
  Type.Pick(BoosterSchema, ['multiplier', 'start_date', 'end_date', 'day_of_week', 'day_of_month']),
  Type.Object({ deleted: Type.Optional(Type.Boolean({ description: 'A saved booster the form is about to delete: not applied' })) }),
]);

export const SimulationBodySchema = Type.Object({
  tournament: TournamentBodySchema,
  boosters: Type.Optional(
    Type.Array(SimulatedBoosterSchema, {
      maxItems: BOOSTERS_MAX,
      description: "The form's boosters, unsaved edits included; absent: the stored boosters of tournament.id (none without an id)",
    }),
  ),
  from: ZonedTimestamp('Start of the window, included'),
  to: ZonedTimestamp(`End of the window, excluded; at most ${SIMULATION_WINDOW_MAX_DAYS} days after from`),
});
export type SimulationBody = Static<typeof SimulationBodySchema>;
export type SimulatedBooster = Static<typeof SimulatedBoosterSchema>;

const Count = (description: string) => Type.Integer({ minimum: 0, description });

const CostSchema = Type.Object({
  lei: Type.Number({ description: 'Bonus money' }),
  free_spins: Type.Number({ description: 'Free spins' }),
  items: Type.Integer({ description: 'Items, one per player reached' }),
});

export const SimulationSchema = Type.Object({
  events: Count('Stored events read in the window (every type, every player)'),
  players: Count('Players on the projected board'),
  rows: Type.Array(
    Type.Object({
      rank: Type.Integer(),
      user_id: Type.String(),
      user_name: Type.String(),
      total_score: Type.Number(),
      computed: Type.String({ description: 'ISO timestamp of the event that last changed the score' }),
    }),
    { description: `The first ${SIMULATION_ROWS} rows of the projected board, in rank order` },
  ),
  prizes: Type.Array(
    Type.Object({
      rank_min: Type.Integer(),
      rank_max: Type.Integer(),
      players: Count('Players the tier reaches on the projected board (a rank two tiers cover counts for the first)'),
      bonus: Type.Object({ type: IntegerEnum(BonusType), code: Type.String(), name: Type.String() }),
      value: Type.Number(),
      cost: CostSchema,
    }),
    { description: "Per tier, in the body's order" },
  ),
  total_cost: CostSchema,
  boosters_changing_nothing: Type.Array(Type.Integer({ minimum: 1 }), {
    description:
      "The places (1 first) of the replayed boosters that multiply by ×1 and so change no score, in the boosters' order: the body's, else the stored ones' " +
      '(an extension beyond the engine spec: the console flags them)',
  }),
});
export type Simulation = Static<typeof SimulationSchema>;
/** What the scoring thread answers: the projected board and its prizes; the request's boosters are judged beside it. */
export type ReplayedBoard = Omit<Simulation, 'boosters_changing_nothing'>;
