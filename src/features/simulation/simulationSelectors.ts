import { createSelector } from '@reduxjs/toolkit';
import type { LeaderboardRow } from '../../api/leaderboard';
import type { SimulatedPrize, SimulationRequest } from '../../api/simulation';
import type { PrizeCost } from '../../domain/prizeCost';
import { bonusDisplayName } from '../../domain/bonusDisplayName';
import { simulationWindowError } from '../../domain/simulationWindow';
import { tierForRank } from '../../domain/tierForRank';
import { boosterLeavesScoresUnchanged } from '../../domain/scoring';
import { tierValueMissing } from '../../domain/totals';
import { defineMessages } from '../../i18n/defineMessages';
import { messageRef, type Text } from '../../i18n/text';
import { fingerprint } from '../../lib/fingerprint';
import { formatAmount, formatLei } from '../../lib/format';
import { selectOpenedTournamentBoosters } from '../boosters';
import { selectWorkingTournament } from '../editor';
import { simulatedRowsAdapter, type SimulationState, selectSimulationSlice } from './simulationSlice';

const messages = defineMessages({
  // count: what other languages' plural forms go by (amount is it in the spec's number format).
  freeSpins: { id: 'simulation.cost.freeSpins', defaultMessage: '{count, plural, other {{amount} free spins}}' },
  items: { id: 'simulation.cost.items', defaultMessage: '{count, plural, one {{amount} item} other {{amount} items}}' },
});

type WithSimulation = { simulation?: SimulationState };

const rowSelectors = simulatedRowsAdapter.getSelectors(selectSimulationSlice);

export const selectSimulationPanelOpen = (state: WithSimulation) => selectSimulationSlice(state).panelOpen;
export const selectSimulationWindow = (state: WithSimulation) => selectSimulationSlice(state).window;
export const selectSimulationStatus = (state: WithSimulation) => selectSimulationSlice(state).status;
export const selectSimulationRunning = (state: WithSimulation) => selectSimulationSlice(state).status === 'running';
export const selectSimulationElapsedSeconds = (state: WithSimulation) => selectSimulationSlice(state).elapsedSeconds;
export const selectSimulationError = (state: WithSimulation) => selectSimulationSlice(state).error;
export const selectSimulationOutcome = (state: WithSimulation) => selectSimulationSlice(state).outcome;

/** Why the picked window cannot be run, shown under the picker; undefined when it can. */
export const selectSimulationWindowError = createSelector([selectSimulationWindow], simulationWindowError);

/**
 * The places (1-based, as the Boosters tab numbers its rows) of the boosters that multiply by 1 and so change
 * nothing in the run shown (issue 27), as its answer names them, the stored ones too when the Boosters tab was
 * never opened. From an API without that extension: the editor's boosters, when it holds this tournament's.
 */
export const selectSimulatedBoostersChangingNothing = createSelector(
  [selectSimulationOutcome, selectOpenedTournamentBoosters],
  (outcome, boosters) => outcome?.boosters_changing_nothing ?? (boosters ?? []).flatMap((booster, index) => (boosterLeavesScoresUnchanged(booster) ? [index + 1] : [])),
);

/** What Run posts: the form's working copy as Save sends it, unsaved edits included; undefined before it loads. */
export const selectSimulationRequest = createSelector(
  [selectWorkingTournament, selectSimulationWindow, selectOpenedTournamentBoosters],
  (tournament, window, boosters): SimulationRequest | undefined => tournament && { tournament, ...window, ...(boosters && { boosters }) },
);

/** The result shown came from another form, boosters or window than those now: Run again to see the changes. */
export const selectSimulationOutdated = createSelector(
  [selectSimulationRequest, selectSimulationOutcome],
  (request, outcome) => outcome !== null && fingerprint(request) !== outcome.requestFingerprint,
);

const prizeName = (prize: SimulatedPrize) => bonusDisplayName({ ...prize.bonus, nominal_name: '', value: prize.value });

/** 'a lei · b free spins · c items', leaving out what is zero; '0 lei' when nothing is given away. */
export function formatCost({ lei, free_spins, items }: PrizeCost, format: (text: Text) => string): string {
  const parts: Text[] = [
    ...(lei > 0 ? [formatLei(lei)] : []),
    ...(free_spins > 0 ? [messageRef(messages.freeSpins, { amount: formatAmount(free_spins), count: free_spins })] : []),
    ...(items > 0 ? [messageRef(messages.items, { amount: formatAmount(items), count: items })] : []),
  ];
  return parts.length > 0 ? parts.map(format).join(' · ') : formatLei(0);
}

export interface SimulatedTierRow {
  key: number;
  ranks: string;
  prize: Text;
  code: string;
  players: number;
  /** Put into words by formatCost. */
  cost: PrizeCost;
  /** Its type has a value and the value is 0 (issue 27): it costs nothing because it awards nothing. */
  valueMissing: boolean;
}

/** Each tier in the request's order: its ranks, its prize, the players it would reach and what they cost. */
export const selectSimulatedTiers = createSelector([selectSimulationOutcome], (outcome): SimulatedTierRow[] =>
  (outcome?.prizes ?? []).map((prize, index) => ({
    key: index,
    ranks: prize.rank_min === prize.rank_max ? String(prize.rank_min) : `${prize.rank_min} - ${prize.rank_max}`,
    prize: prizeName(prize),
    code: prize.bonus.code,
    players: prize.players,
    cost: prize.cost,
    valueMissing: tierValueMissing({ type: prize.bonus.type, value: prize.value }),
  })),
);

/** The ranks of the tiers whose value is 0, as the tiers table writes them ('1 - 10'), for the warning above it. */
export const selectSimulatedTiersWithoutValue = createSelector([selectSimulatedTiers], (tiers) => tiers.filter((tier) => tier.valueMissing).map((tier) => tier.ranks));

export type SimulatedTableRow = LeaderboardRow & { prize: Text };

/** The projected top 100 in rank order, each with the prize its rank would win ('' for none). */
export const selectSimulatedTableRows = createSelector([rowSelectors.selectAll, selectSimulationOutcome], (rows, outcome): SimulatedTableRow[] =>
  rows.map((row) => {
    const prize = tierForRank(outcome?.prizes ?? [], row.rank);
    return { ...row, prize: prize ? prizeName(prize) : '' };
  }),
);

/** The finished run's headline figures, as shown (the window's dates aside); undefined until a run finishes. */
export const selectSimulationFigures = createSelector([selectSimulationOutcome], (outcome) =>
  outcome
    ? {
        window: outcome.window,
        events: formatAmount(outcome.events),
        players: formatAmount(outcome.players),
        lei: formatLei(outcome.total_cost.lei),
        freeSpins: formatAmount(outcome.total_cost.free_spins),
        items: formatAmount(outcome.total_cost.items),
      }
    : undefined,
);
