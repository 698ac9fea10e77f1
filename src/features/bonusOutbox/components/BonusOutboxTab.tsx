import { Checkbox } from 'antd';
import { FormattedMessage } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { ListToolbar } from '../../../components/ListToolbar';
import { defineMessages } from '../../../i18n/defineMessages';
import { useFormatText } from '../../../i18n/useFormatText';
import { SendAllShown } from '../../bulkSend/ui';
import { useTournamentTabShown } from '../../openedTournament/ui';
import { selectOnlyFailed, selectOutboxSearch, selectOutboxSummary, selectShownFailedOutboxEntries } from '../bonusOutboxSelectors';
import { onlyFailedChanged, refreshRequested, searchChanged, tabClosed, tabOpened } from '../bonusOutboxSlice';
import { BonusOutboxTable } from './BonusOutboxTable';

const messages = defineMessages({
  searchPlaceholder: { id: 'bonusOutbox.tab.searchPlaceholder', defaultMessage: 'User ID or bonus code' },
  onlyFailed: { id: 'bonusOutbox.tab.onlyFailed', defaultMessage: 'Show only failed to send' },
});

/** Spec §2 "Bonus Outbox tab" of the open tournament: loads when shown, drops its load when hidden or left. */
export function BonusOutboxTab() {
  const format = useFormatText();
  const dispatch = useAppDispatch();
  useTournamentTabShown(tabOpened, tabClosed);

  const summary = useAppSelector(selectOutboxSummary);
  const search = useAppSelector(selectOutboxSearch);
  const onlyFailed = useAppSelector(selectOnlyFailed);
  const shownFailed = useAppSelector(selectShownFailedOutboxEntries);

  return (
    <>
      <ListToolbar
        summary={format(summary)}
        search={search}
        searchPlaceholder={format(messages.searchPlaceholder)}
        onSearchChange={(value) => dispatch(searchChanged(value))}
        onRefresh={() => dispatch(refreshRequested())}
      >
        <Checkbox checked={onlyFailed} onChange={(event) => dispatch(onlyFailedChanged(event.target.checked))}>
          <FormattedMessage {...messages.onlyFailed} />
        </Checkbox>
        <SendAllShown scope="bonusOutbox" entries={shownFailed} />
      </ListToolbar>
      <BonusOutboxTable />
    </>
  );
}
