import { createSelector } from '@reduxjs/toolkit';
import { OPT_IN_CONDITION_LABELS } from '../../domain/enums';
import { freeSpinsTotal, poolPrizeTotal } from '../../domain/totals';
import type { MessageDescriptor } from '../../i18n/text';
import { selectWorkingTournament } from './editorSelectors';

/** What Publish puts live, said before it does (issue 27). */
export interface PublishSummary {
  title: string;
  /** ISO timestamps, shown in UTC as the schedule is. */
  start: string;
  end: string;
  eligibility: MessageDescriptor;
  /** The tiers' totals as the form's Totals count them (spec §5): bonus money in the default currency, free spins. */
  bonusMoney: number;
  freeSpins: number;
  /** Distinct games over all wagering conditions, and how many conditions there are (none: any game counts). */
  games: number;
  conditions: number;
}

/** The open tournament's summary for the Publish confirmation; undefined before it loads. */
export const selectPublishSummary = createSelector([selectWorkingTournament], (tournament): PublishSummary | undefined => {
  if (!tournament) return undefined;
  const conditions = tournament.wagering_conditions;
  return {
    title: tournament.title,
    start: tournament.time_configuration.start,
    end: tournament.time_configuration.end,
    eligibility: OPT_IN_CONDITION_LABELS[tournament.opt_in_condition],
    bonusMoney: poolPrizeTotal(tournament.tiers),
    freeSpins: freeSpinsTotal(tournament.tiers),
    games: new Set(conditions.flatMap((condition) => condition.casino_game_ids)).size,
    conditions: conditions.length,
  };
});
