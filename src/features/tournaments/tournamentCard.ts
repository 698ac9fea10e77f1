import { parseTimestamp } from '../../domain/dates';
import { daysToRun } from '../../domain/daysToRun';
import { OPT_IN_CONDITION_LABELS, SCORE_DRIVER_LABELS, WIN_CRITERIA_LABELS } from '../../domain/enums';
import type { Tournament } from '../../domain/tournament';
import { formatInstant, formatScore } from '../../lib/format';
import type { LiveBoard } from '../live';
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
  /** The spec's leaderboard_size followed by 'players' (the places the board pays). */
  players: string;
  /** The players on the board and the leader with their score, once a live stream told of it (the Running list); else null. */
  onBoard: string | null;
  leader: string | null;
}

/**
 * The texts of a card that depend on its id and schedule alone: most of a card's cost (the link built,
 * timestamps parsed and formatted, the days counted).
 */
export interface StableCardTexts {
  link: string;
  start: string;
  end: string;
  runLength: string;
  /** The parsed end, for the time remaining at each minute. */
  endTime: number | undefined;
}

export function toStableCardTexts({ id, time_configuration: time }: Tournament): StableCardTexts {
  const startTime = parseTimestamp(time.start);
  const endTime = parseTimestamp(time.end);
  return {
    link: paths.tournament.link({ id }),
    start: formatInstant(startTime),
    end: formatInstant(endTime),
    runLength: formatRunLength(daysToRun(time, startTime, endTime)),
    endTime,
  };
}

function leaderText(live: LiveBoard | undefined): string | null {
  if (!live) return null;
  return live.leader ? `${live.leader.user_name} · ${formatScore(live.leader.total_score)}` : 'No players yet';
}

/**
 * `stable` may be the texts of an earlier card of the same id and schedule (cardViews.ts); `live` is what
 * a live stream last told of its board, newer than the list's load.
 */
export function toTournamentCard(tournament: Tournament, now: number, stable = toStableCardTexts(tournament), live?: LiveBoard): TournamentCardView {
  return {
    id: tournament.id,
    link: stable.link,
    title: tournament.title,
    shortDescription: tournament.short_description,
    imageUrl: tournament.hero_image_mobile,
    scoreDriver: SCORE_DRIVER_LABELS[tournament.score_driver].defaultMessage,
    start: stable.start,
    end: stable.end,
    runLength: stable.runLength,
    timeRemaining: formatTimeRemaining(stable.endTime, now),
    // Only the gaming-transactions driver has win criteria.
    winCriteria: tournament.win_criteria === null ? '-' : WIN_CRITERIA_LABELS[tournament.win_criteria].defaultMessage,
    optInCondition: OPT_IN_CONDITION_LABELS[tournament.opt_in_condition].defaultMessage,
    promoted: tournament.is_promoted ? 'Promoted' : '-',
    visibility: tournament.is_hidden ? 'Hidden' : 'Visible',
    players: `${tournament.leaderboard_size ?? '-'} players`,
    onBoard: live ? `${live.players} players` : null,
    leader: leaderText(live),
  };
}
