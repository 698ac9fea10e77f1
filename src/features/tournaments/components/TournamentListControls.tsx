import type { TournamentListName } from '../../../api/tournaments';
import { PageButtons } from '../../../components/PageButtons';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { TEXT_MAX_LENGTH } from '../../../domain/inputLimits';
import type { SortOrder, TournamentListSort } from '../../../domain/tournamentListPaging';
import { LIST_PAGE_SIZE, type ListView } from '../listView';
import { tournamentListSelectors } from '../tournamentsSelectors';
import { listSearchTyped, listViewChosen } from '../tournamentsSlice';

/** One choice per sort and direction, with the list's own order first; a choice's value is `sort:order`. */
const SORT_CHOICES: Array<{ value: string; label: string }> = [
  { value: '', label: 'List order' },
  ...(
    [
      ['start', 'Start', 'earliest first', 'latest first'],
      ['end', 'End', 'earliest first', 'latest first'],
      ['title', 'Title', 'A to Z', 'Z to A'],
      ['created', 'Created', 'oldest first', 'newest first'],
    ] as const
  ).flatMap(([sort, name, ascending, descending]) => [
    { value: `${sort}:asc`, label: `${name}, ${ascending}` },
    { value: `${sort}:desc`, label: `${name}, ${descending}` },
  ]),
];

const sortChoiceOf = ({ sort, order }: ListView) => (sort ? `${sort}:${order ?? 'asc'}` : '');

function viewWithSortChoice(view: ListView, choice: string): ListView {
  const [sort, order] = choice === '' ? [null, null] : (choice.split(':') as [TournamentListSort, SortOrder]);
  return { ...view, sort, order, page: 1 };
}

/**
 * The search box and the sort choice above a list's cards (API extension 'listPaging'). Plain input and select
 * elements drawn like antd's: antd's Input and Select would add about 60 KB of JavaScript to the first route
 * (bench figure 1's budget is 200 KB).
 */
export function TournamentListSearch({ list }: { list: TournamentListName }) {
  const dispatch = useAppDispatch();
  const { selectView, selectSearchText } = tournamentListSelectors[list];
  const view = useAppSelector(selectView);
  const searchText = useAppSelector(selectSearchText);
  return (
    <div className="tournament-list-controls">
      <input
        type="search"
        className="tournament-list-search"
        aria-label="Search tournaments"
        placeholder="Search by title, slug or id"
        maxLength={TEXT_MAX_LENGTH.search}
        value={searchText}
        onChange={(event) => dispatch(listSearchTyped({ list, text: event.target.value }))}
      />
      <select
        className="tournament-list-sort"
        aria-label="Sort tournaments"
        value={sortChoiceOf(view)}
        onChange={(event) => dispatch(listViewChosen({ list, view: viewWithSortChoice(view, event.target.value) }))}
      >
        {SORT_CHOICES.map(({ value, label }) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The pages of a list and how many tournaments it holds, under its cards; no buttons when it fits on one page. */
export function TournamentListPager({ list }: { list: TournamentListName }) {
  const dispatch = useAppDispatch();
  const { selectView, selectTotal } = tournamentListSelectors[list];
  const view = useAppSelector(selectView);
  const total = useAppSelector(selectTotal);
  if (total === null || total === 0) return null;
  const pageCount = Math.ceil(total / LIST_PAGE_SIZE);
  return (
    <nav aria-label="Tournament pages" className="tournament-list-pager">
      <span>{total === 1 ? '1 tournament' : `${total} tournaments`}</span>
      {pageCount > 1 && <PageButtons current={view.page} pageCount={pageCount} margin={2} onChoose={(page) => dispatch(listViewChosen({ list, view: { ...view, page } }))} />}
    </nav>
  );
}
