import { stateAfter } from '../../../test/stateAfter';
import { rootReducer, type RootState } from '../../../test/allFeatures';
import { aTournament, cardInEnglish, TEST_NOW } from './tournamentFixtures';
import { tournamentListSelectors } from './tournamentsSelectors';
import { listLoaded, listOpened } from './tournamentsSlice';

const MINUTE = 60_000;
const { selectCards, selectLoading, selectError } = tournamentListSelectors.running;

const runningLoaded = listLoaded({ list: 'running', tournaments: [aTournament(1), aTournament(2, { is_promoted: true, is_hidden: true, win_criteria: null, hero_image_mobile: '' })] });

describe('tournament list selectors', () => {
  it('derive every field of a card (spec §2) in the list order', () => {
    const [first, second] = selectCards(stateAfter(runningLoaded), TEST_NOW);
    expect(cardInEnglish(first)).toEqual({
      id: 1,
      link: '/tournament/1',
      title: 'Tournament 1',
      shortDescription: 'Description 1',
      imageUrl: 'https://img.example/1.png',
      scoreDriver: 'Gaming Transactions',
      start: '01 Jun 2026, 10:00 UTC',
      end: '04 Jun 2026, 16:30 UTC',
      runLength: '4 days to run',
      timeRemaining: '3d 4h left',
      winCriteria: 'Net Win',
      optInCondition: 'Invite Only',
      promoted: '-',
      visibility: 'Visible',
      players: '250 players',
      scoringNow: null,
      leader: null,
    });
    expect(cardInEnglish(second)).toMatchObject({ id: 2, promoted: 'Promoted', visibility: 'Hidden', winCriteria: '-', imageUrl: '' });
  });

  it("show 'Ended' once the end has passed", () => {
    const ended = listLoaded({ list: 'running', tournaments: [aTournament(1, { leaderboard_size: null })] });
    expect(cardInEnglish(selectCards(stateAfter(ended), Date.parse('2026-06-05T00:00:00Z'))[0])).toMatchObject({ timeRemaining: 'Ended', players: '- players' });
  });

  it('read loading before the first load and while loading, and the error after a failure', () => {
    expect(selectLoading(stateAfter())).toBe(true);
    expect(selectLoading(stateAfter(listOpened({ list: 'running' })))).toBe(true);
    expect(selectLoading(stateAfter(runningLoaded))).toBe(false);
    expect(selectError(stateAfter(runningLoaded))).toBeNull();
  });

  it('do not recompute the cards when unrelated state changes', () => {
    const state = stateAfter(runningLoaded);
    const cards = selectCards(state, TEST_NOW);
    const before = selectCards.recomputations();
    const otherSlice: RootState = { ...state, auth: { ...state.auth, error: 'elsewhere' } };
    const unrelated = [
      listOpened({ list: 'completed' }),
      // Replaces the shared entities object, but none of the running list's tournaments.
      listLoaded({ list: 'completed', tournaments: [aTournament(7)] }),
    ].reduce(rootReducer, otherSlice);
    expect(selectCards(unrelated, TEST_NOW)).toBe(cards);
    expect(selectCards.recomputations()).toBe(before);
  });

  it('give the same cards when a reload changed none of them, so the page need not render again', () => {
    const state = stateAfter(runningLoaded);
    const cards = selectCards(state, TEST_NOW);
    const reloaded = rootReducer(state, listLoaded({ list: 'running', tournaments: runningLoaded.payload.tournaments.map((tournament) => ({ ...tournament })) }));
    expect(selectCards(reloaded, TEST_NOW)).toBe(cards);
  });

  it('recompute when the list reloads or the minute changes', () => {
    const state = stateAfter(runningLoaded);
    selectCards(state, TEST_NOW);
    const before = selectCards.recomputations();
    selectCards(state, TEST_NOW + MINUTE);
    expect(selectCards.recomputations()).toBe(before + 1);
    const reloaded = rootReducer(state, listLoaded({ list: 'running', tournaments: [aTournament(1, { title: 'Renamed' })] }));
    expect(selectCards(reloaded, TEST_NOW + MINUTE)[0].title).toBe('Renamed');
    expect(selectCards.recomputations()).toBe(before + 2);
  });
});
