import { parseTimestamp } from '../../domain/dates';
import { daysToRun } from '../../domain/daysToRun';
import { OPT_IN_CONDITION_LABELS, SCORE_DRIVER_LABELS, TournamentStatus, WIN_CRITERIA_LABELS } from '../../domain/enums';
import type { Tournament } from '../../domain/tournament';
import { defineMessages } from '../../i18n/defineMessages';
import { messageRef, type Text } from '../../i18n/text';
import { formatInstant, formatScore } from '../../lib/format';
import type { LiveBoard } from '../live';
import { paths } from '../../lib/paths';
import { formatCardTiming, formatRunLength } from './cardFormat';
import { internedTexts } from './internedTexts';

const messages = defineMessages({
  promoted: { id: 'tournaments.card.promoted', defaultMessage: 'Promoted' },
  hidden: { id: 'tournaments.card.hidden', defaultMessage: 'Hidden' },
  visible: { id: 'tournaments.card.visible', defaultMessage: 'Visible' },
  // {count} rather than #: English shows '1234 players', as it always has.
  players: { id: 'tournaments.card.players', defaultMessage: '{count} players' },
  playersUnknown: { id: 'tournaments.card.playersUnknown', defaultMessage: '- players' },
  noPlayersYet: { id: 'tournaments.card.noPlayersYet', defaultMessage: 'No players yet' },
  // Our extension beside the spec's leaderboard_size: the players scoring, and which of them the board shows.
  scoringNow: { id: 'tournaments.card.scoringNow', defaultMessage: '{count, plural, one {{count} player} other {{count} players}}' },
  scoringBeyondBoard: { id: 'tournaments.card.scoringBeyondBoard', defaultMessage: '{count} players, top {size} shown' },
});

const leaderboardPlayers = internedTexts(messages.players, (count) => ({ count }));

/**
 * What a list card shows (spec §2): data as it is, and texts not yet in words (`Text`), which the card puts in
 * the language shown. Labels and fixed texts are the same message objects card after card.
 */
export interface TournamentCardView {
  id: number;
  link: string;
  title: string;
  shortDescription: string;
  /** Empty when the tournament has none: the card shows a blank image. */
  imageUrl: string;
  scoreDriver: Text;
  /** Spec §9's 'DD MMM YYYY, HH:mm', in lib/format's words (its month names are lib's to put into the language shown). */
  start: string;
  end: string;
  runLength: Text;
  timeRemaining: Text;
  winCriteria: Text;
  optInCondition: Text;
  promoted: Text;
  visibility: Text;
  /** The spec's leaderboard_size followed by 'players' (the places the board pays). */
  players: Text;
  /**
   * How many players are scoring, once a live stream told of it (the Running list): our extension, worded so that it
   * and `players` are both true when more play than the board shows ('303 players, top 250 shown'). Null before a
   * stream's word and while nobody scores ('No players yet' is the leader's).
   */
  scoringNow: Text | null;
  /** The leader with their score, once a live stream told of it; else null. */
  leader: Text | null;
}

/**
 * The texts of a card that depend on its id and schedule alone: most of a card's cost (the link built,
 * timestamps parsed and formatted, the days counted).
 */
export interface StableCardTexts {
  link: string;
  start: string;
  end: string;
  runLength: Text;
  /** The parsed start and end, for the time to the start or the end at each minute. */
  startTime: number | undefined;
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
    startTime,
    endTime,
  };
}

// Not interned: a live count takes ever new values, and a stream follows 50 boards at most.
function scoringNowText(live: LiveBoard | undefined, leaderboardSize: number | null): Text | null {
  if (!live || live.players === 0) return null;
  return leaderboardSize !== null && live.players > leaderboardSize
    ? messageRef(messages.scoringBeyondBoard, { count: live.players, size: leaderboardSize })
    : messageRef(messages.scoringNow, { count: live.players });
}

function leaderText(live: LiveBoard | undefined): Text | null {
  if (!live) return null;
  return live.leader ? `${live.leader.user_name} · ${formatScore(live.leader.total_score)}` : messages.noPlayersYet;
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
    scoreDriver: SCORE_DRIVER_LABELS[tournament.score_driver],
    start: stable.start,
    end: stable.end,
    runLength: stable.runLength,
    timeRemaining: formatCardTiming(tournament.status === TournamentStatus.Canceled, stable.startTime, stable.endTime, now),
    // Only the gaming-transactions driver has win criteria.
    winCriteria: tournament.win_criteria === null ? '-' : WIN_CRITERIA_LABELS[tournament.win_criteria],
    optInCondition: OPT_IN_CONDITION_LABELS[tournament.opt_in_condition],
    promoted: tournament.is_promoted ? messages.promoted : '-',
    visibility: tournament.is_hidden ? messages.hidden : messages.visible,
    players: typeof tournament.leaderboard_size === 'number' ? leaderboardPlayers(tournament.leaderboard_size) : messages.playersUnknown,
    scoringNow: scoringNowText(live, tournament.leaderboard_size),
    leader: leaderText(live),
  };
}
