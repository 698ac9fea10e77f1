import { daysToRun } from '../../domain/daysToRun';
import { OPT_IN_CONDITION_LABELS, SCORE_DRIVER_LABELS, WIN_CRITERIA_LABELS } from '../../domain/enums';
import type { Tournament } from '../../domain/tournament';
import { formatDateTime } from '../../lib/format';
import { paths } from '../../lib/paths';
import { formatRunLength, formatTimeRemaining } from './cardFormat';

/** What a list card shows (spec §2), every text ready to render. */
export interface TournamentCardView {
  id: number;
  link: string;
  title: string;
  shortDescription: string;
  /** Empty when the tournament has none: the card shows a blank image. */
  imageUrl: string;
  scoreDriver: string;
  start: string;
  end: string;
  runLength: string;
  timeRemaining: string;
  winCriteria: string;
  optInCondition: string;
  promoted: string;
  visibility: string;
  players: string;
}

export function toTournamentCard(tournament: Tournament, now: number): TournamentCardView {
  const time = tournament.time_configuration;
  return {
    id: tournament.id,
    link: paths.tournament.link({ id: tournament.id }),
    title: tournament.title,
    shortDescription: tournament.short_description,
    imageUrl: tournament.hero_image_mobile,
    scoreDriver: SCORE_DRIVER_LABELS[tournament.score_driver],
    start: formatDateTime(time.start),
    end: formatDateTime(time.end),
    runLength: formatRunLength(daysToRun(time)),
    timeRemaining: formatTimeRemaining(time.end, now),
    // Only the gaming-transactions driver has win criteria.
    winCriteria: tournament.win_criteria === null ? '-' : WIN_CRITERIA_LABELS[tournament.win_criteria],
    optInCondition: OPT_IN_CONDITION_LABELS[tournament.opt_in_condition],
    promoted: tournament.is_promoted ? 'Promoted' : '-',
    visibility: tournament.is_hidden ? 'Hidden' : 'Visible',
    players: `${tournament.leaderboard_size ?? '-'} players`,
  };
}
