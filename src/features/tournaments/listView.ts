import { SORT_ORDERS, TOURNAMENT_LIST_SORTS, type SortOrder, type TournamentListPageQuery, type TournamentListSort } from '../../domain/tournamentListPaging';

/**
 * What a list page shows when the API pages lists: a search, a sort and a page, kept in the URL query
 * (?q=&sort=&order=&page=) so that reload, back and forward and a shared link restore it.
 */
export interface ListView {
  q: string;
  /** null: the list's own order (ending soonest first, ...). */
  sort: TournamentListSort | null;
  /** null: ascending with a sort, the list's own direction without. */
  order: SortOrder | null;
  /** 1-based, as the pager counts. */
  page: number;
}

/** Cards per page: a few screens' rows of 1 to 4 cards, and under the 50 boards one live stream follows. */
export const LIST_PAGE_SIZE = 24;

export const DEFAULT_LIST_VIEW: ListView = { q: '', sort: null, order: null, page: 1 };

const oneOf = <Value extends string>(values: readonly Value[], text: string | null): Value | null =>
  values.find((value) => value === text) ?? null;

/** A URL query read leniently: a value a person mistyped in a link falls back to the default, not to an error. */
export function listViewFromSearch(search: string): ListView {
  const parameters = new URLSearchParams(search);
  const page = Number(parameters.get('page'));
  return {
    q: parameters.get('q') ?? '',
    sort: oneOf(TOURNAMENT_LIST_SORTS, parameters.get('sort')),
    order: oneOf(SORT_ORDERS, parameters.get('order')),
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

/** The URL query of a view, defaults left out, so the plain list keeps its plain address. */
export function searchOfListView({ q, sort, order, page }: ListView): string {
  const parameters = new URLSearchParams();
  if (q !== '') parameters.set('q', q);
  if (sort) parameters.set('sort', sort);
  if (order) parameters.set('order', order);
  if (page > 1) parameters.set('page', String(page));
  const search = parameters.toString();
  return search === '' ? '' : `?${search}`;
}

/** The API's parameters for a view: always take, so the answer is a page with its total. */
export function pageQueryOf({ q, sort, order, page }: ListView): TournamentListPageQuery {
  return {
    q: q.trim() === '' ? undefined : q.trim(),
    sort: sort ?? undefined,
    order: order ?? undefined,
    take: LIST_PAGE_SIZE,
    skip: (page - 1) * LIST_PAGE_SIZE,
  };
}
