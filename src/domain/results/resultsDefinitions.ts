/**
 * What each results figure means (issue 28, decision 154), in words the console shows beside the number and the
 * CSV export writes beside its value: a label and a definition per figure, English here, Romanian in the catalog.
 */
import { defineMessages } from '../../i18n/defineMessages';
import type { MessageDescriptor } from '../../i18n/text';

export type ResultFigure =
  | 'active'
  | 'eligible'
  | 'scored'
  | 'won'
  | 'turnover'
  | 'ggr'
  | 'prizeCost'
  | 'costPerParticipant'
  | 'roi'
  | 'participantsOverTime'
  | 'pointsOverTime'
  | 'scoreDistribution';

const LABELS = defineMessages({
  active: { id: 'domain.results.active.label', defaultMessage: 'Active players' },
  eligible: { id: 'domain.results.eligible.label', defaultMessage: 'Eligible' },
  scored: { id: 'domain.results.scored.label', defaultMessage: 'Participants' },
  won: { id: 'domain.results.won.label', defaultMessage: 'Prize winners' },
  turnover: { id: 'domain.results.turnover.label', defaultMessage: 'Turnover' },
  ggr: { id: 'domain.results.ggr.label', defaultMessage: 'GGR' },
  prizeCost: { id: 'domain.results.prizeCost.label', defaultMessage: 'Prize cost' },
  costPerParticipant: { id: 'domain.results.costPerParticipant.label', defaultMessage: 'Cost per participant' },
  roi: { id: 'domain.results.roi.label', defaultMessage: 'ROI' },
  participantsOverTime: { id: 'domain.results.participantsOverTime.label', defaultMessage: 'Participants over time' },
  pointsOverTime: { id: 'domain.results.pointsOverTime.label', defaultMessage: 'Points over time' },
  scoreDistribution: { id: 'domain.results.scoreDistribution.label', defaultMessage: 'Score distribution' },
});

const DEFINITIONS = defineMessages({
  active: {
    id: 'domain.results.active.definition',
    defaultMessage: 'Players with any event from the platform (a round, a bonus win, a deposit, a role, an opt-in) during the tournament.',
  },
  eligible: {
    id: 'domain.results.eligible.definition',
    defaultMessage:
      'Active players the tournament admits: all of them when it is open; with opt-in, those who opted in or were invited by its end; invite only, those invited by its end.',
  },
  scored: { id: 'domain.results.scored.definition', defaultMessage: 'Players on the leaderboard with a score: the participants every other figure is about.' },
  won: {
    id: 'domain.results.won.definition',
    defaultMessage: 'Players given a prize (the outbox) once the tournament completed; while it runs, the leaderboard ranks its prize tiers reach now.',
  },
  turnover: {
    id: 'domain.results.turnover.definition',
    defaultMessage: "Sum of the participants' stakes during the tournament, against the same players over as long just before it.",
  },
  ggr: { id: 'domain.results.ggr.definition', defaultMessage: 'Gross gaming revenue: stakes less wins of the participants, during and over as long just before.' },
  prizeCost: {
    id: 'domain.results.prizeCost.definition',
    defaultMessage:
      'Bonus money in lei, free spins and items of the prizes given (projected from the leaderboard while it runs). Casino wagering and free bets are not counted.',
  },
  costPerParticipant: { id: 'domain.results.costPerParticipant.definition', defaultMessage: 'Each kind of prize cost divided by the participants.' },
  roi: {
    id: 'domain.results.roi.definition',
    defaultMessage:
      '(GGR during − GGR before − prize cost in lei) ÷ prize cost in lei. Free spins and items are left out; none when the prizes cost no lei.',
  },
  participantsOverTime: {
    id: 'domain.results.participantsOverTime.definition',
    defaultMessage: 'Per UTC hour: participants who had played by then, those who played in that hour, and their turnover and GGR in it.',
  },
  pointsOverTime: {
    id: 'domain.results.pointsOverTime.definition',
    defaultMessage:
      "Per UTC hour: the leaderboard's total points at the hour's end, events and adjustments counted in the hour they happened. Points from before this chart existed count at each player's last score change.",
  },
  scoreDistribution: { id: 'domain.results.scoreDistribution.definition', defaultMessage: "The participants' scores in equal ranges, from the lowest to the highest." },
});

/** Each figure's label and definition, in the order the Results tab shows them. */
export const RESULT_DEFINITIONS: ReadonlyArray<{ figure: ResultFigure; label: MessageDescriptor; definition: MessageDescriptor }> = (
  Object.keys(LABELS) as ResultFigure[]
).map((figure) => ({ figure, label: LABELS[figure], definition: DEFINITIONS[figure] }));

export const resultLabel = (figure: ResultFigure): MessageDescriptor => LABELS[figure];
export const resultDefinition = (figure: ResultFigure): MessageDescriptor => DEFINITIONS[figure];
