import { Checkbox } from 'antd';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { ListToolbar } from '../../../components/ListToolbar';
import { SendAllShown } from '../../bulkSend';
import { useTournamentTabShown } from '../../editor/pages/useTournamentTabShown';
import { selectOnlyFailed, selectOutboxSearch, selectOutboxSummary, selectShownFailedOutboxEntries } from '../bonusOutboxSelectors';
import { onlyFailedChanged, refreshRequested, searchChanged, tabClosed, tabOpened } from '../bonusOutboxSlice';
import { BonusOutboxTable } from './BonusOutboxTable';

/** Spec §2 "Bonus Outbox tab" of the open tournament: loads when shown, drops its load when hidden or left. */
export function BonusOutboxTab() {
  const dispatch = useAppDispatch();
  useTournamentTabShown(tabOpened, tabClosed);

  const summary = useAppSelector(selectOutboxSummary);
  const search = useAppSelector(selectOutboxSearch);
  const onlyFailed = useAppSelector(selectOnlyFailed);
  const shownFailed = useAppSelector(selectShownFailedOutboxEntries);

  return (
    <>
      <ListToolbar
        summary={summary}
        search={search}
        searchPlaceholder="User ID or bonus code"
        onSearchChange={(value) => dispatch(searchChanged(value))}
        onRefresh={() => dispatch(refreshRequested())}
      >
        <Checkbox checked={onlyFailed} onChange={(event) => dispatch(onlyFailedChanged(event.target.checked))}>
          Show only failed to send
        </Checkbox>
        <SendAllShown scope="bonusOutbox" entries={shownFailed} />
      </ListToolbar>
      <BonusOutboxTable />
    </>
  );
}
