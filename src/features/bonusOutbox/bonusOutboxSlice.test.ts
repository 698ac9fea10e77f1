import { unsentEntry } from '../../../test/fixtures/outboxEntries';
import { inEnglish } from '../../i18n/inLanguage';
import {
  selectOnlyFailed,
  selectOutboxEmptyText,
  selectOutboxSearch,
  selectOutboxStatus,
  selectOutboxSummary,
  selectOutboxTableRows,
  selectOutboxTournamentId,
  selectVisibleOutboxEntries,
} from './bonusOutboxSelectors';
import {
  bonusOutboxReducer,
  listLoaded,
  listLoadFailed,
  onlyFailedChanged,
  refreshRequested,
  searchChanged,
  tabClosed,
  tabOpened,
  type BonusOutboxState,
} from './bonusOutboxSlice';
import { tournamentOutbox } from './outboxFixtures';

const reduce = (...actions: Parameters<typeof bonusOutboxReducer>[1][]) => ({
  bonusOutbox: actions.reduce<BonusOutboxState>(bonusOutboxReducer, bonusOutboxReducer(undefined, { type: 'init' })),
});
const loaded = (...more: Parameters<typeof bonusOutboxReducer>[1][]) => reduce(tabOpened(7), listLoaded(tournamentOutbox), ...more);
const userIds = (state: ReturnType<typeof reduce>) => selectVisibleOutboxEntries(state).map(({ user_id }) => user_id);

describe('bonus outbox slice and selectors', () => {
  it('keeps the entries by rank ascending, the id ordering equal ranks', () => {
    const twin = unsentEntry({ id: 10, rank: 2, user_id: 'twin' });
    expect(userIds(reduce(tabOpened(7), listLoaded([...tournamentOutbox, twin])))).toEqual(['alice', 'twin', 'bob', 'carol', 'dave', 'erin']);
  });

  it("sums up every entry's state: '{n} entries, {n} sent, {n} pending, {n} failed'", () => {
    expect(inEnglish(selectOutboxSummary(loaded()))).toBe('5 entries, 3 sent, 1 pending, 1 failed');
    // The summary is of the whole outbox, not of the rows the search and filter leave.
    expect(inEnglish(selectOutboxSummary(loaded(searchChanged('alice'), onlyFailedChanged(true))))).toBe('5 entries, 3 sent, 1 pending, 1 failed');
    expect(inEnglish(selectOutboxSummary(reduce()))).toBe('0 entries, 0 sent, 0 pending, 0 failed');
  });

  it('searches user id or bonus code as a substring, ignoring case', () => {
    expect(userIds(loaded(searchChanged('  ALI ')))).toEqual(['alice']);
    expect(userIds(loaded(searchChanged('spring')))).toEqual(['carol', 'dave']);
    expect(userIds(loaded(searchChanged('fail_')))).toEqual(['bob']);
    // Not the tournament id, unlike the unsent list: every row here is of one tournament.
    expect(userIds(loaded(searchChanged('7')))).toEqual([]);
    expect(userIds(loaded(searchChanged('spring'), searchChanged('')))).toEqual(['alice', 'bob', 'carol', 'dave', 'erin']);
    expect(selectOutboxSearch(loaded(searchChanged('x')))).toBe('x');
  });

  it("shows only entries failed to send when 'Show only failed to send' is ticked, with the search too", () => {
    const another = unsentEntry({ id: 16, rank: 6, user_id: 'fred', bonus_code: 'FS_SPRING_50', send_failures: 1 });
    const state = reduce(tabOpened(7), listLoaded([...tournamentOutbox, another]), onlyFailedChanged(true));
    expect(selectOnlyFailed(state)).toBe(true);
    expect(userIds(state)).toEqual(['bob', 'fred']);
    expect(userIds({ bonusOutbox: bonusOutboxReducer(state.bonusOutbox, searchChanged('spring')) })).toEqual(['fred']);
    expect(userIds({ bonusOutbox: bonusOutboxReducer(state.bonusOutbox, onlyFailedChanged(false)) })).toHaveLength(6);
  });

  it("shows 'Loading...' in place of the rows while loading or refreshing, then the rows or 'No entries'", () => {
    expect(inEnglish(selectOutboxEmptyText(reduce()))).toBe('Loading...');
    const opening = reduce(tabOpened(7));
    expect(selectOutboxStatus(opening)).toBe('loading');
    expect(inEnglish(selectOutboxEmptyText(opening))).toBe('Loading...');
    expect(selectOutboxTableRows(loaded())).toHaveLength(5);
    expect(selectOutboxTableRows(loaded(refreshRequested()))).toEqual([]);
    expect(inEnglish(selectOutboxEmptyText(loaded(refreshRequested())))).toBe('Loading...');
    expect(inEnglish(selectOutboxEmptyText(reduce(tabOpened(7), listLoaded([]))))).toBe('No entries');
    expect(inEnglish(selectOutboxEmptyText(loaded(searchChanged('nobody'))))).toBe('No entries');
  });

  it("shows a failed load as 'Error: {message}' with no rows, and clears it on the next load", () => {
    const failed = loaded(refreshRequested(), listLoadFailed({ message: '500 - Internal Server Error' }));
    expect(inEnglish(selectOutboxEmptyText(failed))).toBe('Error: 500 - Internal Server Error');
    expect(selectOutboxTableRows(failed)).toEqual([]);
    expect(inEnglish(selectOutboxSummary(failed))).toBe('0 entries, 0 sent, 0 pending, 0 failed');
    expect(inEnglish(selectOutboxEmptyText({ bonusOutbox: bonusOutboxReducer(failed.bonusOutbox, refreshRequested()) }))).toBe('Loading...');
  });

  it('ends a load abandoned by closing the tab, but not a finished one', () => {
    expect(selectOutboxStatus(reduce(tabOpened(7), tabClosed()))).toBe('idle');
    expect(selectOutboxStatus(loaded(tabClosed()))).toBe('loaded');
  });

  it("keeps the rows, search and filter when the same tournament's tab opens again, and drops them for another tournament", () => {
    const again = loaded(searchChanged('spring'), onlyFailedChanged(true), tabClosed(), tabOpened(7));
    expect(selectOutboxTournamentId(again)).toBe(7);
    expect(selectOutboxSearch(again)).toBe('spring');
    expect(selectOnlyFailed(again)).toBe(true);
    expect(again.bonusOutbox.ids).toHaveLength(5);
    const other = loaded(searchChanged('spring'), onlyFailedChanged(true), tabClosed(), tabOpened(8));
    expect(selectOutboxTournamentId(other)).toBe(8);
    expect(selectOutboxStatus(other)).toBe('loading');
    expect(selectOutboxSearch(other)).toBe('');
    expect(selectOnlyFailed(other)).toBe(false);
    expect(other.bonusOutbox.ids).toEqual([]);
  });
});
