import { sql, type Expression } from 'kysely';
import { TournamentStatus } from '../../../src/domain/enums';
import { LIST_TAKE_DEFAULT, type SortOrder, type TournamentListPageQuery, type TournamentListSort } from '../../../src/domain/tournamentListPaging';
import type { TournamentQuery } from './tournamentRepository';

/**
 * The list pages' queries. Running and scheduled are In Progress tournaments before and after their
 * start; each list has its own order, by what matters next: running by end (ending soonest first), scheduled by
 * start (starting soonest first), completed by end (most recent first), any status by last change.
 */
export interface TournamentList {
  /** Which tournaments the list holds. */
  filter: (query: TournamentQuery) => TournamentQuery;
  /** The list's own order, when the caller names none. */
  sort: ListSortKey;
  order: SortOrder;
}

/** What a caller may sort by, plus the last change, which only the status lists use by default. */
type ListSortKey = TournamentListSort | 'updated';

// Titles by their lower case, as people read an alphabetical list. Migration 012 indexes each of these with the
// status, so that a page is an index scan whatever the order.
const SORT_COLUMNS: Record<ListSortKey, Expression<unknown>> = {
  start: sql`start_at`,
  end: sql`end_at`,
  title: sql`lower(title)`,
  created: sql`created_at`,
  updated: sql`updated_at`,
};

const inProgress = (query: TournamentQuery) => query.where('status', '=', TournamentStatus.InProgress);

export const runningAt = (now: Date): TournamentList => ({
  filter: (query) => inProgress(query).where('start_at', '<=', now).where('end_at', '>', now),
  sort: 'end',
  order: 'asc',
});

export const scheduledAt = (now: Date): TournamentList => ({
  filter: (query) => inProgress(query).where('start_at', '>', now),
  sort: 'start',
  order: 'asc',
});

export const completed: TournamentList = {
  filter: (query) => query.where('status', '=', TournamentStatus.Completed),
  sort: 'end',
  order: 'desc',
};

export const inStatus = (status: TournamentStatus): TournamentList => ({
  filter: (query) => query.where('status', '=', status),
  sort: 'updated',
  order: 'desc',
});

/** Ties (the same end, the same title) broken by id in the same direction, so pages never overlap nor skip. */
const orderedBy =
  (sort: ListSortKey, order: SortOrder) =>
  (query: TournamentQuery): TournamentQuery =>
    query.orderBy(SORT_COLUMNS[sort], order).orderBy('id', order);

/** LIKE's own characters in a search text match themselves. */
const literalPattern = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** A search: a case-insensitive part of the title or slug, or the whole id. */
const matching =
  (q: string) =>
  (query: TournamentQuery): TournamentQuery =>
    query.where((eb) => {
      const pattern = literalPattern(q);
      const textMatches = [eb('title', 'ilike', pattern), eb('slug', 'ilike', pattern)];
      return eb.or(/^\d{1,9}$/.test(q) ? [...textMatches, eb('id', '=', Number(q))] : textMatches);
    });

/** Whether a call names any paging parameter: then it gets a page, otherwise the spec's whole list. */
export const namesAPage = (query: TournamentListPageQuery) => Object.values(query).some((value) => value !== undefined);

/** The whole list, in its own order (spec §7). */
export const wholeList = (list: TournamentList) => (query: TournamentQuery) => orderedBy(list.sort, list.order)(list.filter(query));

/**
 * One page of a list: `filter` selects the (searched) list, `page` its tournaments from `skip` on. A sort without
 * an order is ascending; an order without a sort turns the list's own order that way.
 */
export function listPage(list: TournamentList, { q = '', sort, order, take = LIST_TAKE_DEFAULT, skip = 0 }: TournamentListPageQuery) {
  const search = q.trim();
  const filter = search === '' ? list.filter : (query: TournamentQuery) => matching(search)(list.filter(query));
  const ordered = sort ? orderedBy(sort, order ?? 'asc') : orderedBy(list.sort, order ?? list.order);
  return { filter, page: (query: TournamentQuery) => ordered(filter(query)).limit(take).offset(skip) };
}
