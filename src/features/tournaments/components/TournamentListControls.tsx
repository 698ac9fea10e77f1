import { useIntl } from 'react-intl';
import type { TournamentListName } from '../../../api/tournaments';
import { PageButtons } from '../../../components/PageButtons';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { TEXT_MAX_LENGTH } from '../../../domain/inputLimits';
import type { SortOrder, TournamentListSort } from '../../../domain/tournamentListPaging';
import { defineMessages } from '../../../i18n/defineMessages';
import type { MessageDescriptor } from '../../../i18n/text';
import { LIST_PAGE_SIZE, type ListView } from '../listView';
import { tournamentListSelectors } from '../tournamentsSelectors';
import { listSearchTyped, listViewChosen } from '../tournamentsSlice';

const messages = defineMessages({
  search: { id: 'tournaments.controls.search', defaultMessage: 'Search tournaments' },
  searchPlaceholder: { id: 'tournaments.controls.searchPlaceholder', defaultMessage: 'Search by title, slug or id' },
  sort: { id: 'tournaments.controls.sort', defaultMessage: 'Sort tournaments' },
  pages: { id: 'tournaments.controls.pages', defaultMessage: 'Tournament pages' },
  // {count} rather than #: English shows '10000 tournaments', as it always has.
  total: { id: 'tournaments.controls.total', defaultMessage: '{count, plural, one {{count} tournament} other {{count} tournaments}}' },
});

/** Each sort in each direction, whole, so that each language words it its own way. */
const sortLabels = defineMessages({
  listOrder: { id: 'tournaments.sort.listOrder', defaultMessage: 'List order' },
  startAsc: { id: 'tournaments.sort.startAsc', defaultMessage: 'Start, earliest first' },
  startDesc: { id: 'tournaments.sort.startDesc', defaultMessage: 'Start, latest first' },
  endAsc: { id: 'tournaments.sort.endAsc', defaultMessage: 'End, earliest first' },
  endDesc: { id: 'tournaments.sort.endDesc', defaultMessage: 'End, latest first' },
  titleAsc: { id: 'tournaments.sort.titleAsc', defaultMessage: 'Title, A to Z' },
  titleDesc: { id: 'tournaments.sort.titleDesc', defaultMessage: 'Title, Z to A' },
  createdAsc: { id: 'tournaments.sort.createdAsc', defaultMessage: 'Created, oldest first' },
  createdDesc: { id: 'tournaments.sort.createdDesc', defaultMessage: 'Created, newest first' },
});

/** One choice per sort and direction, with the list's own order first; a choice's value is `sort:order`. */
const SORT_CHOICES: Array<{ value: string; label: MessageDescriptor }> = [
  { value: '', label: sortLabels.listOrder },
  ...(
    [
      ['start', sortLabels.startAsc, sortLabels.startDesc],
      ['end', sortLabels.endAsc, sortLabels.endDesc],
      ['title', sortLabels.titleAsc, sortLabels.titleDesc],
      ['created', sortLabels.createdAsc, sortLabels.createdDesc],
    ] as const
  ).flatMap(([sort, ascending, descending]) => [
    { value: `${sort}:asc`, label: ascending },
    { value: `${sort}:desc`, label: descending },
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
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { selectView, selectSearchText } = tournamentListSelectors[list];
  const view = useAppSelector(selectView);
  const searchText = useAppSelector(selectSearchText);
  return (
    <div className="tournament-list-controls">
      <input
        type="search"
        className="tournament-list-search"
        aria-label={intl.formatMessage(messages.search)}
        placeholder={intl.formatMessage(messages.searchPlaceholder)}
        maxLength={TEXT_MAX_LENGTH.search}
        value={searchText}
        onChange={(event) => dispatch(listSearchTyped({ list, text: event.target.value }))}
      />
      <select
        className="tournament-list-sort"
        aria-label={intl.formatMessage(messages.sort)}
        value={sortChoiceOf(view)}
        onChange={(event) => dispatch(listViewChosen({ list, view: viewWithSortChoice(view, event.target.value) }))}
      >
        {SORT_CHOICES.map(({ value, label }) => (
          <option key={value} value={value}>
            {intl.formatMessage(label)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The pages of a list and how many tournaments it holds, under its cards; no buttons when it fits on one page. */
export function TournamentListPager({ list }: { list: TournamentListName }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { selectView, selectTotal } = tournamentListSelectors[list];
  const view = useAppSelector(selectView);
  const total = useAppSelector(selectTotal);
  if (total === null || total === 0) return null;
  const pageCount = Math.ceil(total / LIST_PAGE_SIZE);
  return (
    <nav aria-label={intl.formatMessage(messages.pages)} className="tournament-list-pager">
      <span>{intl.formatMessage(messages.total, { count: total })}</span>
      {pageCount > 1 && <PageButtons current={view.page} pageCount={pageCount} margin={2} onChoose={(page) => dispatch(listViewChosen({ list, view: { ...view, page } }))} />}
    </nav>
  );
}
