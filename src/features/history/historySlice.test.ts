import { stateAfter } from '../../../test/stateAfter';
import { inEnglish } from '../../i18n/inLanguage';
import { selectActorOptions, selectHistoryEmptyText, selectHistoryEntryIds, selectHistoryOffered, selectHistoryPager, selectHistoryQuery, selectPlayerAdjustments } from './historySelectors';
import { playerAdjustments, tournamentHistory } from './historyFixtures';
import { adjustmentsClosed, adjustmentsLoaded, adjustmentsOpened, filterChanged, loadFailed, pageChanged, pageLoaded, tabClosed, tabOpened } from './historySlice';

const loaded = [tabOpened(7), pageLoaded({ entries: [...tournamentHistory].reverse(), total: 45 })];

describe('history slice and selectors', () => {
  it('keeps the page newest first with the total, and offers everyone seen as a person to filter by', () => {
    const state = stateAfter(...loaded);
    expect(selectHistoryEntryIds(state)).toEqual([4, 3, 2, 1]);
    expect(selectHistoryPager(state)).toEqual({ page: 1, total: 45, pageSize: 20 });
    expect(selectActorOptions(state)).toEqual([
      { value: 'ada', label: 'Ada Admin' },
      { value: 'bob', label: 'Bob Ops' },
      { value: 'server', label: 'Server' },
    ]);
  });

  it('asks for the page in view under the filter, back on page 1 when the filter changes', () => {
    expect(selectHistoryQuery(stateAfter(...loaded, pageChanged(3)))).toEqual({ take: 20, skip: 40 });
    const filtered = stateAfter(...loaded, pageChanged(3), filterChanged({ actor: 'bob' }), filterChanged({ action: 'score_adjusted' }));
    expect(selectHistoryQuery(filtered)).toEqual({ take: 20, skip: 0, actor: 'bob', action: 'score_adjusted' });
    // Everyone seen stays a choice while filtered to one person.
    expect(selectActorOptions(filtered)).toHaveLength(3);
    expect(selectHistoryQuery(stateAfter(...loaded, filterChanged({ actor: 'bob' }), filterChanged({ actor: null })))).toEqual({ take: 20, skip: 0 });
  });

  it("says Loading..., the error, or No data; another tournament's entries, page and filter never show", () => {
    expect(inEnglish(selectHistoryEmptyText(stateAfter(tabOpened(7))))).toBe('Loading...');
    expect(inEnglish(selectHistoryEmptyText(stateAfter(tabOpened(7), loadFailed({ message: '503 - Service Unavailable' }))))).toBe('Error: 503 - Service Unavailable');
    expect(inEnglish(selectHistoryEmptyText(stateAfter(tabOpened(7), pageLoaded({ entries: [], total: 0 }))))).toBe('No data');
    expect(inEnglish(selectHistoryEmptyText(stateAfter(tabOpened(7), tabClosed())))).toBe('No data');
    const other = stateAfter(...loaded, filterChanged({ actor: 'bob' }), tabOpened(8));
    expect([selectHistoryEntryIds(other), selectHistoryQuery(other), selectActorOptions(other)]).toEqual([[], { take: 20, skip: 0 }, []]);
  });

  it("holds the open player's adjustments newest first, and none once closed", () => {
    const open = stateAfter(adjustmentsOpened({ tournamentId: 7, playerId: 'p1' }), adjustmentsLoaded([...playerAdjustments].reverse()));
    expect(selectPlayerAdjustments(open).map((adjustment) => adjustment.id)).toEqual([12, 11]);
    expect(selectPlayerAdjustments(stateAfter(adjustmentsOpened({ tournamentId: 7, playerId: 'p1' }), adjustmentsLoaded(playerAdjustments), adjustmentsClosed()))).toEqual([]);
  });

  it('is offered unless the API says otherwise', () => {
    expect(selectHistoryOffered(stateAfter())).toBe(true);
    expect(selectHistoryOffered({ ...stateAfter(), apiExtensions: ['live'] })).toBe(false);
  });
});
