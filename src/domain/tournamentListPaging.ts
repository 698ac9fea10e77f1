/**
 * The list calls' paging extension (issue 13, API extension 'listPaging'): optional `q`, `sort`, `order`, `take`
 * and `skip` on GET /api/tournaments/running, scheduled, completed and in-status/{status}. With any of them the
 * answer is one page and an X-Total-Count header; without them the whole array in the list's own order (spec §7).
 */

/** What a list can be sorted by; without `sort`, each list keeps its own order (ending soonest, ...). */
export const TOURNAMENT_LIST_SORTS = ['start', 'end', 'title', 'created'] as const;
export type TournamentListSort = (typeof TOURNAMENT_LIST_SORTS)[number];

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** A page is at most this many tournaments: a screen of cards, not a year of them. */
export const LIST_TAKE_MAX = 100;
/** The page size when a paged call names no `take`. */
export const LIST_TAKE_DEFAULT = 20;

/** The header that carries how many tournaments the whole (searched) list holds. */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';

export interface TournamentListPageQuery {
  q?: string;
  sort?: TournamentListSort;
  order?: SortOrder;
  take?: number;
  skip?: number;
}
