import { API_EXTENSIONS } from '../../domain/apiExtensions';
import { OptInCondition, ScoreDriver, TournamentStatus, WinCriteria } from '../../domain/enums';
import type { Tournament } from '../../domain/tournament';
import { newTournament } from '../../domain/tournamentDefaults';
import { inEnglish } from '../../i18n/inLanguage';
import type { TournamentCardView } from './tournamentCard';

/** Tests' clock: Monday 1 June 2026, 12:00 UTC. */
export const TEST_NOW = Date.parse('2026-06-01T12:00:00Z');

/**
 * A running tournament for tests: Monday 1 June 10:00 to Thursday 4 June 2026 16:30 UTC, weekdays only
 * (4 days to run; 3d 4h 30m left at TEST_NOW).
 */
export function aTournament(id: number, fields: Partial<Tournament> = {}): Tournament {
  const defaults = newTournament(new Date(TEST_NOW));
  return {
    ...defaults,
    id,
    status: TournamentStatus.InProgress,
    title: `Tournament ${id}`,
    short_description: `Description ${id}`,
    score_driver: ScoreDriver.GamingTransactions,
    win_criteria: WinCriteria.NetWin,
    opt_in_condition: OptInCondition.Invite,
    hero_image_mobile: `https://img.example/${id}.png`,
    leaderboard_size: 250,
    time_configuration: { ...defaults.time_configuration, start: '2026-06-01T10:00:00.000Z', end: '2026-06-04T16:30:00.000Z', saturday: false, sunday: false },
    ...fields,
  };
}

/** Preloaded state of an API without the 'listPaging' extension: the list pages load and show the whole list, as the spec has them. */
export const withoutListPaging = { apiExtensions: API_EXTENSIONS.filter((name) => name !== 'listPaging') };

type CardInWords = { [Key in keyof TournamentCardView]: TournamentCardView[Key] extends number ? number : null extends TournamentCardView[Key] ? string | null : string };

/** A card as the English console shows it: every text put into words, the spec's to compare with. */
export function cardInEnglish(card: TournamentCardView): CardInWords {
  return Object.fromEntries(
    Object.entries(card).map(([key, value]) => [key, typeof value === 'number' || value === null ? value : inEnglish(value)]),
  ) as CardInWords;
}
