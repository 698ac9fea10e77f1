import { Input, Pagination, Select } from 'antd';
import type { TournamentListName } from '../../../api/tournaments';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
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

/** The search box and the sort choice above a list's cards (API extension 'listPaging'). */
export function TournamentListSearch({ list }: { list: TournamentListName }) {
  const dispatch = useAppDispatch();
  const { selectView, selectSearchText } = tournamentListSelectors[list];
  const view = useAppSelector(selectView);
  const searchText = useAppSelector(selectSearchText);
  return (
    <div className="tournament-list-controls">
      <Input
        type="search"
        allowClear
        aria-label="Search tournaments"
        placeholder="Search by title, slug or id"
        value={searchText}
        onChange={(event) => dispatch(listSearchTyped({ list, text: event.target.value }))}
      />
      <Select
        aria-label="Sort tournaments"
        options={SORT_CHOICES}
        value={sortChoiceOf(view)}
        onChange={(choice: string) => dispatch(listViewChosen({ list, view: viewWithSortChoice(view, choice) }))}
      />
    </div>
  );
}

/** The pages of a list, under its cards; nothing when it fits on one. */
export function TournamentListPager({ list }: { list: TournamentListName }) {
  const dispatch = useAppDispatch();
  const { selectView, selectTotal } = tournamentListSelectors[list];
  const view = useAppSelector(selectView);
  const total = useAppSelector(selectTotal);
  if (total === null) return null;
  return (
    <Pagination
      className="tournament-list-pager"
      current={view.page}
      pageSize={LIST_PAGE_SIZE}
      total={total}
      showSizeChanger={false}
      hideOnSinglePage
      showTotal={(count) => `${count} tournaments`}
      onChange={(page) => dispatch(listViewChosen({ list, view: { ...view, page } }))}
    />
  );
}
