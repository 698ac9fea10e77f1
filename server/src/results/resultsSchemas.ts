import { Type } from '@sinclair/typebox';

/** The results' shape for the OpenAPI document and the answer's serialization; src/domain/results/tournamentResults.ts explains each field. */

const Time = (description: string) => Type.String({ format: 'date-time', description });
const Lei = (description: string) => Type.Number({ description: `${description}, lei to the cent` });
const BeforeAndDuring = (description: string) =>
  Type.Object({ during: Lei(`${description} during the window`), before: Lei(`${description} over as long just before it`) });
const Cost = {
  lei: Lei('Bonus money'),
  free_spins: Type.Number({ description: 'Free spins' }),
  items: Type.Number({ description: 'Items' }),
};

export const TournamentResultsSchema = Type.Object({
  tournament_id: Type.Integer(),
  state: Type.Union([Type.Literal('provisional'), Type.Literal('final')], {
    description: 'provisional: a snapshot refreshed every few minutes while the tournament runs or its prizes wait for review; final: kept as it is',
  }),
  computed_at: Time('When the figures were computed'),
  window: Type.Object({ from: Time('The start'), to: Time('The end, or computed_at while it runs') }),
  before_from: Time('Start of the comparison window [before_from, window.from)'),
  funnel: Type.Object({
    active: Type.Integer({ description: 'Players with any event during the window' }),
    eligible: Type.Integer({ description: 'Active players the opt-in condition admits' }),
    scored: Type.Integer({ description: 'Participants: players on the board with a score' }),
    won: Type.Integer({ description: 'Players given a prize (projected while running)' }),
  }),
  turnover: BeforeAndDuring("The participants' stakes"),
  ggr: BeforeAndDuring("The participants' stakes − wins"),
  prize_cost: Type.Object({
    ...Cost,
    source: Type.Union([Type.Literal('outbox'), Type.Literal('projected')], { description: "outbox: the prizes given; projected: the tiers on today's board" }),
  }),
  cost_per_participant: Type.Union([Type.Object(Cost), Type.Null()], { description: 'prize_cost ÷ funnel.scored per kind; null with no participant' }),
  roi_percent: Type.Union([Type.Number(), Type.Null()], {
    description: '(ggr.during − ggr.before − prize_cost.lei) ÷ prize_cost.lei × 100, to 2 decimals; null when the prizes cost no lei',
  }),
  series: Type.Object({
    hourly: Type.Array(
      Type.Object({
        hour: Time("The UTC hour's start"),
        active_participants: Type.Integer(),
        participants: Type.Integer({ description: 'Running total of participants seen by the end of the hour' }),
        turnover: Lei('Participants’ stakes in the hour'),
        ggr: Lei('Participants’ stakes − wins in the hour'),
        points: Type.Optional(
          Type.Number({ description: "The leaderboard's total points at the hour's end (the last hour: the window's end); absent from figures computed before it was counted" }),
        ),
      }),
    ),
    score_distribution: Type.Array(Type.Object({ from: Type.Number(), to: Type.Number(), players: Type.Integer() }), {
      description: 'Participants by final score in [from, to), the last bucket including its to',
    }),
  }),
});

export const PendingResultsSchema = Type.Object({
  tournament_id: Type.Integer(),
  state: Type.Literal('pending', { description: 'The first figures are being computed: ask again in a minute' }),
});

export const ResultsAnswerSchema = Type.Union([TournamentResultsSchema, PendingResultsSchema]);

/** The default and largest number of instances a series' trend answers. */
export const SERIES_RESULTS_TAKE = { default: 100, max: 1000 };

export const SeriesResultsQuery = Type.Object({
  take: Type.Integer({ minimum: 1, maximum: SERIES_RESULTS_TAKE.max, default: SERIES_RESULTS_TAKE.default, description: 'The latest instances started' }),
});

export const SeriesResultsSchema = Type.Object({
  series_id: Type.Integer(),
  instances: Type.Array(
    Type.Object({
      tournament_id: Type.Integer(),
      title: Type.String(),
      start_at: Type.String({ format: 'date-time' }),
      end_at: Type.String({ format: 'date-time' }),
      results: Type.Union([Type.Omit(TournamentResultsSchema, ['series']), Type.Null()], { description: "The instance's figures without their chart series; null until first computed" }),
    }),
    { description: 'Oldest first' },
  ),
});
