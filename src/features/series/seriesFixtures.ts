/** Series as the API answers them, for the series feature's tests. */
import { TournamentStatus } from '../../domain/enums';
import type { InstanceFigures, SeriesInstanceResults, TournamentResults } from '../../domain/results/tournamentResults';
import type { SeriesDetail, SeriesInstance, SeriesSummary } from '../../domain/series';
import type { SeriesRecurrence } from '../../domain/seriesRecurrence';
import { newTournamentFields } from '../../domain/tournamentDefaults';
import { resultsOf } from '../results/resultsFixtures';

/** Every day 18:00–22:00 UTC from 1 June 2026, no end. */
export const dailyRule: SeriesRecurrence = {
  frequency: 'daily',
  weekdays: [],
  day_of_month: null,
  time_of_day: '18:00',
  duration_minutes: 240,
  from: '2026-06-01T00:00:00.000Z',
  until: null,
  count: null,
  allow_overlap: false,
};

export function seriesSummary(id: number, overrides: Partial<SeriesSummary> = {}): SeriesSummary {
  return {
    id,
    title: `Series ${id}`,
    status: 'active',
    recurrence: dailyRule,
    rule_text: 'Every day 18:00–22:00 UTC',
    next_instance: { id: 100 + id, start: '2026-06-02T18:00:00.000Z', end: '2026-06-02T22:00:00.000Z' },
    instances_run: 1,
    version: 1,
    ...overrides,
  };
}

export const instance = (id: number, day: number, status = TournamentStatus.InProgress, in_rule = true): SeriesInstance => ({
  id,
  status,
  start: `2026-06-0${day}T18:00:00.000Z`,
  end: `2026-06-0${day}T22:00:00.000Z`,
  in_rule,
});

export function seriesDetail(id: number, overrides: Partial<SeriesDetail> = {}): SeriesDetail {
  return {
    ...seriesSummary(id),
    template: newTournamentFields(new Date('2026-06-01T00:00:00.000Z')),
    boosters: [],
    instances: [instance(101, 1, TournamentStatus.Completed), instance(102, 2), instance(103, 3)],
    ...overrides,
  };
}

/** The trend's figures are the tab's without their chart series. */
const withoutChartSeries = ({ series: _series, ...figures }: TournamentResults): InstanceFigures => figures;

/** Instance `id`'s place in its series' trend, started on June `day`; its figures the Results tab's fixture's, changed by `changes` (null: not computed yet). */
export const trendInstance = (id: number, day: number, changes: Partial<InstanceFigures> | null = {}): SeriesInstanceResults => {
  const figures = withoutChartSeries(resultsOf({ tournament_id: id }));
  return {
    tournament_id: id,
    title: `Daily Race ${day} June`,
    start_at: `2026-06-0${day}T18:00:00.000Z`,
    end_at: `2026-06-0${day}T22:00:00.000Z`,
    results: changes === null ? null : { ...figures, ...changes },
  };
};
