import { Alert, Button } from 'antd';
import { useEffect } from 'react';
import type { TournamentListName } from '../../../api/tournaments';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { LiveStatus } from '../../live/LiveStatus';
import { TOURNAMENT_LIST_TITLES } from '../tournamentListTitles';
import { tournamentListSelectors } from '../tournamentsSelectors';
import { listClosed, listOpened, listRefreshRequested } from '../tournamentsSlice';
import { useCurrentMinute } from '../useCurrentMinute';
import { TournamentCardGrid, TournamentCardsLoading } from './TournamentCardGrid';
import './tournamentList.css';

/** One of the five list pages of spec §2: loads on open, drops its load on leaving, reloads on Refresh. */
export function TournamentListPage({ list }: { list: TournamentListName }) {
  const title = TOURNAMENT_LIST_TITLES[list];
  useDocumentTitle(title);
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(listOpened({ list }));
    return () => {
      dispatch(listClosed({ list }));
    };
  }, [dispatch, list]);

  const { selectLoading, selectError, selectCards } = tournamentListSelectors[list];
  const now = useCurrentMinute();
  const loading = useAppSelector(selectLoading);
  const error = useAppSelector(selectError);
  const cards = useAppSelector((state) => selectCards(state, now));

  return (
    <>
      {/* A plain heading: antd's Typography brings its editable mode's Input and TextArea along (issue 6, figure 1). */}
      <div className="tournament-list-header">
        <h2>{title}</h2>
        {/* The Running list's cards follow their boards live (issue 12). */}
        {list === 'running' && <LiveStatus feed="running" />}
        <Button onClick={() => dispatch(listRefreshRequested({ list }))}>Refresh</Button>
      </div>
      {loading ? (
        <TournamentCardsLoading />
      ) : error !== null ? (
        <Alert type="error" showIcon title={`Error: ${error}`} />
      ) : (
        <TournamentCardGrid cards={cards} />
      )}
    </>
  );
}
