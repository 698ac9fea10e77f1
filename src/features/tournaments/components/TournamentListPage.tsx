import { Alert, Button } from 'antd';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import type { TournamentListName } from '../../../api/tournaments';
import { selectApiOffers } from '../../../app/apiExtensionsSlice';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { defineMessages } from '../../../i18n/defineMessages';
import { LiveStatus } from '../../live/ui';
import { listViewFromSearch } from '../listView';
import { sharedMessages } from '../messages';
import { TOURNAMENT_LIST_TITLES } from '../tournamentListTitles';
import { tournamentListSelectors } from '../tournamentsSelectors';
import { listClosed, listOpened, listRefreshRequested } from '../tournamentsSlice';
import { useCurrentMinute } from '../useCurrentMinute';
import { TournamentCardGrid, TournamentCardsLoading } from './TournamentCardGrid';
import { TournamentListPager, TournamentListSearch } from './TournamentListControls';
import './tournamentList.css';

const messages = defineMessages({
  refresh: { id: 'tournaments.list.refresh', defaultMessage: 'Refresh' },
});

/**
 * One of the five list pages of spec §2: loads on open, drops its load on leaving, reloads on Refresh. Where the
 * API pages lists, it shows the search, sort and page of its URL query, and loads again when the query changes.
 */
export function TournamentListPage({ list }: { list: TournamentListName }) {
  const intl = useIntl();
  const title = intl.formatMessage(TOURNAMENT_LIST_TITLES[list]);
  useDocumentTitle(title);
  const dispatch = useAppDispatch();
  const paged = useAppSelector((state) => selectApiOffers(state, 'listPaging'));
  const { search } = useLocation();
  useEffect(() => {
    dispatch(listOpened({ list, view: listViewFromSearch(search) }));
    return () => {
      dispatch(listClosed({ list }));
    };
  }, [dispatch, list, search]);

  const { selectLoading, selectError, selectCards } = tournamentListSelectors[list];
  const now = useCurrentMinute();
  const loading = useAppSelector(selectLoading);
  const error = useAppSelector(selectError);
  const cards = useAppSelector((state) => selectCards(state, now));

  return (
    <>
      {/* A plain heading: antd's Typography brings its editable mode's Input and TextArea along (issue 6, figure 1). */}
      <div className="tournament-list-header">
        <h1>{title}</h1>
        {/* The Running list's cards follow their boards live (issue 12). */}
        {list === 'running' && <LiveStatus feed="running" />}
        <Button onClick={() => dispatch(listRefreshRequested({ list }))}>
          <FormattedMessage {...messages.refresh} />
        </Button>
      </div>
      {paged && <TournamentListSearch list={list} />}
      {loading ? (
        <TournamentCardsLoading />
      ) : error !== null ? (
        <Alert type="error" showIcon title={intl.formatMessage(sharedMessages.error, { message: error })} />
      ) : (
        <>
          <TournamentCardGrid cards={cards} />
          {paged && <TournamentListPager list={list} />}
        </>
      )}
    </>
  );
}
