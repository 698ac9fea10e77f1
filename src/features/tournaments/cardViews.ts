import { WEEKDAYS, type TimeConfiguration, type Tournament } from '../../domain/tournament';
import type { Language } from '../../i18n/languages';
import type { MessageValues, Text } from '../../i18n/text';
import type { LiveBoard } from '../live';
import { toStableCardTexts, toTournamentCard, type StableCardTexts, type TournamentCardView } from './tournamentCard';

interface DerivedCard {
  time: TimeConfiguration;
  stable: StableCardTexts;
  card: TournamentCardView;
}

function sameSchedule(a: TimeConfiguration, b: TimeConfiguration): boolean {
  if (a.start !== b.start || a.end !== b.end) return false;
  for (const day of WEEKDAYS) {
    if (a[day] !== b[day]) return false;
  }
  return true;
}

function sameValues(a: MessageValues = {}, b: MessageValues = {}): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/** A card's field: data, or a text (a message with its values, made anew at each derivation, or a string). */
type CardField = TournamentCardView[keyof TournamentCardView];

const isMessage = (field: CardField): field is Exclude<Text, string> => typeof field === 'object' && field !== null;

function sameField(a: CardField, b: CardField): boolean {
  if (a === b) return true;
  return isMessage(a) && isMessage(b) && a.id === b.id && sameValues(a.values, b.values);
}

/** Every card is made by toTournamentCard, so two cards have the same keys. */
function sameCard(a: TournamentCardView, b: TournamentCardView): boolean {
  for (const key in a) {
    if (!sameField(a[key as keyof TournamentCardView], b[key as keyof TournamentCardView])) return false;
  }
  return true;
}

/**
 * A list's card views, remembering the last derivation by tournament id, with the leader and players a
 * live stream told of (`liveBoards`, by tournament id). A reload gives new objects for
 * every tournament, mostly equal to the ones before (60 s polls, a page reopened): a card whose texts did
 * not change is the same object as before, so what renders it need not render again, and a changed
 * tournament with the same schedule keeps its link and formatted dates (most of a card's cost). The dates'
 * month names are the language shown's (`language`): another language derives every card anew.
 */
export function createCardViews() {
  const derived = new Map<number, DerivedCard>();
  let derivedIn: Language | undefined;
  return (tournaments: readonly Tournament[], now: number, liveBoards: Readonly<Partial<Record<number, LiveBoard>>> = {}, language?: Language): TournamentCardView[] => {
    if (language !== derivedIn) {
      derived.clear();
      derivedIn = language;
    }
    const cards = tournaments.map((tournament) => {
      const before = derived.get(tournament.id);
      const time = tournament.time_configuration;
      const stable = before && sameSchedule(before.time, time) ? before.stable : toStableCardTexts(tournament);
      const card = toTournamentCard(tournament, now, stable, liveBoards[tournament.id]);
      if (!before) {
        derived.set(tournament.id, { time, stable, card });
        return card;
      }
      // Updated in place: a reload allocates no new entries.
      before.time = time;
      before.stable = stable;
      if (!sameCard(before.card, card)) before.card = card;
      return before.card;
    });
    // Only the current list's tournaments are remembered.
    if (derived.size > cards.length) {
      const listed = new Set(cards.map(({ id }) => id));
      for (const id of derived.keys()) if (!listed.has(id)) derived.delete(id);
    }
    return cards;
  };
}
