import { middle, newest, oldest, unsentEntries, unsentEntry } from '../../../test/fixtures/outboxEntries';
import {
  matchesSearch,
  selectIsSending,
  selectUnsentBadgeCount,
  selectUnsentEntries,
  selectUnsentError,
  selectUnsentStatus,
  selectUnsentTotal,
  selectVisibleUnsentEntries,
} from './unsentSelectors';
import {
  bonusSent,
  countLoaded,
  countLoadFailed,
  listClosed,
  listLoaded,
  listLoadFailed,
  listOpened,
  searchChanged,
  sendFailed,
  sendRequested,
  unsentReducer,
  type UnsentState,
} from './unsentSlice';

const reduce = (...actions: Parameters<typeof unsentReducer>[1][]) => ({
  unsent: actions.reduce<UnsentState>(unsentReducer, unsentReducer(undefined, { type: 'init' })),
});

describe('unsent slice and selectors', () => {
  it('keeps the loaded entries newest first, the id breaking ties', () => {
    const twin = unsentEntry({ id: 9, created: newest.created });
    const state = reduce(listOpened(), listLoaded([...unsentEntries, twin]));
    expect(selectUnsentEntries(state).map(({ id }) => id)).toEqual([9, 3, 2, 1]);
    expect(selectUnsentStatus(state)).toBe('loaded');
    expect(selectUnsentTotal(state)).toBe(4);
  });

  it('shows a failed load with its message and no rows, and clears the error on the next load', () => {
    const failed = reduce(listLoaded(unsentEntries), listLoadFailed({ message: '500 - Internal Server Error' }));
    expect(selectUnsentError(failed)).toBe('500 - Internal Server Error');
    expect(selectUnsentEntries(failed)).toEqual([]);
    const retried = { unsent: unsentReducer(failed.unsent, listOpened()) };
    expect(selectUnsentStatus(retried)).toBe('loading');
    expect(selectUnsentError(retried)).toBeNull();
  });

  it('ends a load abandoned by closing the page, but not a finished one', () => {
    expect(selectUnsentStatus(reduce(listOpened(), listClosed()))).toBe('idle');
    expect(selectUnsentStatus(reduce(listOpened(), listLoaded([]), listClosed()))).toBe('loaded');
  });

  it('filters on user id, bonus code or tournament id as a substring, ignoring case', () => {
    const loaded = (search: string) => selectVisibleUnsentEntries(reduce(listLoaded(unsentEntries), searchChanged(search))).map(({ id }) => id);
    expect(loaded('')).toEqual([3, 2, 1]);
    expect(loaded('  ALI ')).toEqual([1]);
    expect(loaded('fail_')).toEqual([1]);
    expect(loaded('12')).toEqual([3, 2]);
    expect(loaded('nobody')).toEqual([]);
    expect(matchesSearch(middle, 'spring')).toBe(true);
  });

  it('marks an entry as sending until it is sent or the send fails, once however often it is pressed', () => {
    const sending = reduce(listLoaded(unsentEntries), sendRequested(oldest), sendRequested(oldest), sendRequested(newest));
    expect(sending.unsent.sendingIds).toEqual([1, 3]);
    expect(selectIsSending(sending, 2)).toBe(false);
    const settled = { unsent: [sendFailed({ id: 1, message: '502 - Bad Gateway' }), bonusSent(newest)].reduce(unsentReducer, sending.unsent) };
    expect(selectIsSending(settled, 1)).toBe(false);
    expect(selectIsSending(settled, 3)).toBe(false);
    // A sent bonus reloads the list, so its loading state starts at once.
    expect(selectUnsentStatus(settled)).toBe('loading');
  });

  it("gives the badge the count, '!' when its load failed, and 0 before any answer", () => {
    expect(selectUnsentBadgeCount(reduce())).toBe(0);
    expect(selectUnsentBadgeCount(reduce(countLoaded(5)))).toBe(5);
    expect(selectUnsentBadgeCount(reduce(countLoaded(5), countLoadFailed({ message: '503 - Service Unavailable' })))).toBe('!');
    expect(selectUnsentBadgeCount(reduce(countLoadFailed({ message: 'x' }), countLoaded(0)))).toBe(0);
  });
});
