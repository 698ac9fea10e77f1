import { DEFAULT_LIST_VIEW, listViewFromSearch, pageQueryOf, searchOfListView } from './listView';

describe('a list view in the URL query', () => {
  it('reads back what it wrote, and leaves the defaults out', () => {
    const view = { q: 'spring & cup', sort: 'created', order: 'desc', page: 4 } as const;
    expect(searchOfListView(view)).toBe('?q=spring+%26+cup&sort=created&order=desc&page=4');
    expect(listViewFromSearch(searchOfListView(view))).toEqual(view);
    expect(searchOfListView(DEFAULT_LIST_VIEW)).toBe('');
  });

  it('falls back to the default for what a person mistyped in a link', () => {
    expect(listViewFromSearch('?sort=prize&order=up&page=0')).toEqual(DEFAULT_LIST_VIEW);
    expect(listViewFromSearch('?page=2.5').page).toBe(1);
    expect(listViewFromSearch('?page=-3').page).toBe(1);
  });

  it('asks the API for its page of 24, a blank search as none', () => {
    expect(pageQueryOf({ q: '  cup ', sort: 'title', order: null, page: 3 })).toEqual({ q: 'cup', sort: 'title', order: undefined, take: 24, skip: 48 });
    expect(pageQueryOf({ ...DEFAULT_LIST_VIEW, q: '   ' }).q).toBeUndefined();
  });
});
