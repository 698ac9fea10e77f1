import { OptInCondition, ScoreDriver, WinCriteria } from '../../../src/domain/enums';
import type { SeriesBody } from '../../../src/domain/series';
import type { SeriesRecurrence } from '../../../src/domain/seriesRecurrence';
import { slugFromTitle } from '../../../src/domain/slug';
import { SERVER_ACTOR } from '../../../src/domain/tournamentHistory';
import { newTournamentFields } from '../../../src/domain/tournamentDefaults';
import type { Db } from '../db/database';
import { createDueInstances } from '../series/seriesInstances';
import { insertSeries } from '../series/seriesStore';
import { tierBonus } from './bonuses';
import { gameIdsOfVendor, gameThumbnailUrl } from './games';

/** A week ahead, so that the weekly series shows its next Saturday whatever the day; the job keeps the configured horizon after. */
const SEED_HORIZON_HOURS = 7 * 24;
const HOUR_MS = 60 * 60_000;

interface DemoSeriesSpec {
  title: string;
  short_description: string;
  featuredGame: number;
  tiers: Array<{ rank_min: number; rank_max: number; bonus: string }>;
  recurrence: Pick<SeriesRecurrence, 'frequency' | 'weekdays' | 'time_of_day' | 'duration_minutes'>;
  /** Hours from each instance's start to its booster's, and how long it runs. */
  booster: { name: string; multiplier: number; fromHour: number; hours: number };
}

/** The template's start is today's midnight (UTC): each instance's booster is at the same hours of its own window. */
function seriesBody(spec: DemoSeriesSpec, today: Date, publicUrl: string): SeriesBody {
  const image = gameThumbnailUrl(publicUrl, spec.featuredGame);
  const base = newTournamentFields(today);
  const [hours, minutes] = spec.recurrence.time_of_day.split(':').map(Number);
  const anchor = today.getTime() + hours * HOUR_MS + minutes * 60_000;
  const at = (hour: number) => new Date(anchor + hour * HOUR_MS).toISOString();
  return {
    template: {
      ...base,
      title: spec.title,
      slug: slugFromTitle(spec.title),
      short_description: spec.short_description,
      description: `<p>${spec.short_description}</p>`,
      cta_text: 'Join now',
      score_driver: ScoreDriver.GamingTransactions,
      win_criteria: WinCriteria.Turnover,
      opt_in_condition: OptInCondition.Open,
      hero_image_desktop: image,
      hero_image_mobile: image,
      list_image: image,
      terms_and_conditions_text: `<p>${spec.title}: real-money play on the listed games counts; prizes are credited within 72 hours.</p>`,
      leaderboard_size: 100,
      tiers: spec.tiers.map(({ rank_min, rank_max, bonus }) => ({ rank_min, rank_max, bonus: tierBonus(bonus, publicUrl) })),
      wagering_conditions: [{ platform: 'both', min_stake: 1, max_stake: null, contribution: 100, casino_game_ids: gameIdsOfVendor('Pragmatic Play', 10) }],
      time_configuration: { ...base.time_configuration, start: at(0), end: at(spec.recurrence.duration_minutes / 60) },
    },
    boosters: [
      { name: spec.booster.name, multiplier: spec.booster.multiplier, start_date: at(spec.booster.fromHour), end_date: at(spec.booster.fromHour + spec.booster.hours), day_of_week: null, day_of_month: null },
    ],
    recurrence: { ...spec.recurrence, day_of_month: null, from: today.toISOString(), until: null, count: null, allow_overlap: false },
  };
}

const DEMO_SERIES: DemoSeriesSpec[] = [
  {
    title: 'Daily Happy Hours',
    short_description: 'Every evening, four hours of slots: the last hour scores double.',
    featuredGame: 5,
    tiers: [
      { rank_min: 1, rank_max: 1, bonus: 'BM_500_LEI' },
      { rank_min: 2, rank_max: 20, bonus: 'FS_STARBURST_25' },
    ],
    recurrence: { frequency: 'daily', weekdays: [], time_of_day: '18:00', duration_minutes: 240 },
    booster: { name: 'Last hour', multiplier: 2, fromHour: 3, hours: 1 },
  },
  {
    title: 'Saturday Showdown',
    short_description: 'Every Saturday night: the week’s biggest race, with a head start for the early birds.',
    featuredGame: 7,
    tiers: [
      { rank_min: 1, rank_max: 1, bonus: 'BM_2000_LEI' },
      { rank_min: 2, rank_max: 10, bonus: 'BM_500_LEI' },
      { rank_min: 11, rank_max: 50, bonus: 'FS_BOOK_DEAD_50' },
    ],
    recurrence: { frequency: 'weekly', weekdays: [6], time_of_day: '18:00', duration_minutes: 240 },
    booster: { name: 'Early birds', multiplier: 1.5, fromHour: 0, hours: 1 },
  },
];

/** One daily and one weekly series (issue 28), their instances published as the job would publish them. */
export async function seedSeries(db: Db, now: Date, publicUrl: string): Promise<void> {
  const today = new Date(Math.floor(now.getTime() / (24 * HOUR_MS)) * 24 * HOUR_MS);
  for (const spec of DEMO_SERIES) {
    const series = await insertSeries(db, seriesBody(spec, today, publicUrl), { id: null, name: SERVER_ACTOR.name }, now);
    await createDueInstances(db, series, SEED_HORIZON_HOURS, SERVER_ACTOR, now);
  }
}
