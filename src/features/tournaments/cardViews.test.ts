import { TournamentStatus } from '../../domain/enums';
import { aChange, aLeader } from '../live/liveFixtures';
import { createCardViews } from './cardViews';
import { aTournament, cardInEnglish, TEST_NOW } from './tournamentFixtures';
import { toTournamentCard } from './tournamentCard';
import { textIn } from '../../i18n/inLanguage';
import { romanianPack } from '../../i18n/packs/romanian';
import { romanianMessages } from '../../i18n/ro';
import { ENGLISH_MONTHS_SHORT, setMonthsShort } from '../../lib/format';

const MINUTE = 60_000;

describe('card views', () => {
  it('derive what toTournamentCard makes, in the list order', () => {
    const tournaments = [aTournament(2), aTournament(1, { is_hidden: true })];
    expect(createCardViews()(tournaments, TEST_NOW)).toEqual(tournaments.map((tournament) => toTournamentCard(tournament, TEST_NOW)));
  });

  it('keep the card object of a tournament reloaded unchanged (equal, new objects)', () => {
    const cardViews = createCardViews();
    const [first, second] = cardViews([aTournament(1), aTournament(2)], TEST_NOW);
    const [again, renamed] = cardViews([aTournament(1), aTournament(2, { title: 'Renamed' })], TEST_NOW);
    expect(again).toBe(first);
    expect(renamed).not.toBe(second);
    expect(cardInEnglish(renamed)).toEqual({ ...cardInEnglish(second), title: 'Renamed' });
  });

  it('re-derive the dates, run length and time remaining when the schedule changes', () => {
    const cardViews = createCardViews();
    cardViews([aTournament(1)], TEST_NOW);
    const moved = aTournament(1);
    const [card] = cardViews([{ ...moved, time_configuration: { ...moved.time_configuration, end: '2026-06-05T16:30:00.000Z', friday: false } }], TEST_NOW);
    expect(cardInEnglish(card)).toMatchObject({ end: '05 Jun 2026, 16:30 UTC', runLength: '4 days to run', timeRemaining: '4d 4h left' });
    const [weekend] = cardViews([{ ...moved, time_configuration: { ...moved.time_configuration, end: '2026-06-05T16:30:00.000Z', friday: true } }], TEST_NOW);
    expect(cardInEnglish(weekend).runLength).toBe('5 days to run');
  });

  it("say an 8-day window from 10:00 to 10:00 has 8 days to run, not the 9 calendar days it touches (issue 27)", () => {
    const eightDays = aTournament(1);
    const time = { ...eightDays.time_configuration, start: '2026-06-01T10:00:00.000Z', end: '2026-06-09T10:00:00.000Z', saturday: true, sunday: true };
    expect(cardInEnglish(toTournamentCard({ ...eightDays, time_configuration: time }, TEST_NOW)).runLength).toBe('8 days to run');
  });

  it('count a Scheduled card to its start and stop a Canceled one counting (issue 27)', () => {
    const later = aTournament(1);
    const scheduled = { ...later, time_configuration: { ...later.time_configuration, start: new Date(TEST_NOW + 2 * 86_400_000 + 3 * 3_600_000).toISOString() } };
    expect(cardInEnglish(toTournamentCard(scheduled, TEST_NOW)).timeRemaining).toBe('Starts in 2d 3h');
    expect(cardInEnglish(toTournamentCard({ ...aTournament(2), status: TournamentStatus.Canceled }, TEST_NOW)).timeRemaining).toBe('Canceled');
  });

  it("re-derive every card's dates when the language shown changes (their month names)", () => {
    const cardViews = createCardViews();
    const [english] = cardViews([aTournament(1)], TEST_NOW, {}, 'en');
    try {
      setMonthsShort(romanianPack.monthsShort);
      const [romanian] = cardViews([aTournament(1)], TEST_NOW, {}, 'ro');
      expect([english.start, romanian.start]).toEqual(['01 Jun 2026, 10:00 UTC', '01 iun. 2026, 10:00 UTC']);
    } finally {
      setMonthsShort(ENGLISH_MONTHS_SHORT);
    }
  });

  it('update the time remaining as the minutes pass, keeping cards whose text stays the same', () => {
    const cardViews = createCardViews();
    const ending = aTournament(2, { time_configuration: { ...aTournament(2).time_configuration, end: '2026-06-01T12:30:00.000Z' } });
    const [far, near] = cardViews([aTournament(1), ending], TEST_NOW);
    const [farLater, nearLater] = cardViews([aTournament(1), ending], TEST_NOW + MINUTE);
    expect(farLater).toBe(far);
    expect(cardInEnglish(near).timeRemaining).toBe('30m left');
    expect(cardInEnglish(nearLater).timeRemaining).toBe('29m left');
  });

  it('give equal texts as the same objects, so that a reload allocates none and cards compare by identity', () => {
    const [card] = createCardViews()([aTournament(1)], TEST_NOW);
    const [again] = createCardViews()([aTournament(1)], TEST_NOW);
    expect(again).not.toBe(card);
    for (const field of ['runLength', 'timeRemaining', 'players'] as const) expect(again[field]).toBe(card[field]);
  });

  it('keep a live card whose players and leader a newer message repeats (new texts, equal values)', () => {
    const cardViews = createCardViews();
    const tournaments = [aTournament(1)];
    const [live] = cardViews(tournaments, TEST_NOW, { 1: { ...aChange(1, 4, { players: 1_200 }), ended: null } });
    const [repeated] = cardViews(tournaments, TEST_NOW, { 1: { ...aChange(1, 5, { players: 1_200 }), ended: null } });
    expect(repeated).toBe(live);
  });

  it("say how many of the players scoring the board shows when more play than its size, so that both facts hold (issue 27)", () => {
    const live = { 1: { ...aChange(1, 4, { players: 303 }), ended: null } };
    const [card] = createCardViews()([aTournament(1)], TEST_NOW, live);
    expect(cardInEnglish(card)).toMatchObject({ players: '250 players', scoringNow: '303 players, top 250 shown' });
    const inRomanian = textIn('ro', romanianMessages);
    expect([inRomanian(card.players), inRomanian(card.scoringNow!)]).toEqual(['250 de jucători', '303 jucători, primele 250 de locuri afișate']);
    const [unsized] = createCardViews()([aTournament(1, { leaderboard_size: null })], TEST_NOW, live);
    expect(cardInEnglish(unsized).scoringNow).toBe('303 players');
    const [small] = createCardViews()([aTournament(1, { leaderboard_size: 1 })], TEST_NOW, { 1: { ...aChange(1, 4, { players: 2 }), ended: null } });
    expect(inRomanian(small.scoringNow!)).toBe('2 jucători, primul loc afișat');
  });

  it('forget tournaments that left the list', () => {
    const cardViews = createCardViews();
    const [first] = cardViews([aTournament(1)], TEST_NOW);
    cardViews([aTournament(2)], TEST_NOW);
    expect(cardViews([aTournament(1)], TEST_NOW)[0]).not.toBe(first);
  });

  it("show a board's live leader and players scoring, changing only that card", () => {
    const cardViews = createCardViews();
    const tournaments = [aTournament(1), aTournament(2)];
    const [first, second] = cardViews(tournaments, TEST_NOW);
    const english = cardInEnglish(first);
    expect([english.leader, english.scoringNow, english.players]).toEqual([null, null, '250 players']);
    const [firstLive, secondLive] = cardViews(tournaments, TEST_NOW, { 1: { ...aChange(1, 4, { players: 120 }), ended: null } });
    expect(cardInEnglish(firstLive)).toMatchObject({ leader: 'Ana · 1.235', scoringNow: '120 players', players: '250 players' });
    expect(secondLive).toBe(second);
    const [one] = cardViews(tournaments, TEST_NOW, { 1: { ...aChange(1, 5, { players: 1 }), ended: null } });
    expect(cardInEnglish(one).scoringNow).toBe('1 player');
    const [empty] = cardViews(tournaments, TEST_NOW, { 1: { ...aChange(1, 6, { players: 0, leader: null }), ended: null } });
    const { leader, scoringNow } = cardInEnglish(empty);
    expect([leader, scoringNow]).toEqual(['No players yet', null]);
    const [other] = cardViews(tournaments, TEST_NOW, { 1: { ...aChange(1, 7, { leader: aLeader({ user_name: 'Bo', total_score: 99.4 }) }), ended: null } });
    expect(other.leader).toBe('Bo · 99');
  });
});
