import { Alert, Typography } from 'antd';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { ListToolbar } from '../../../components/ListToolbar';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { defineMessages } from '../../../i18n/defineMessages';
import { SendAllShown } from '../../bulkSend/ui';
import { bonusesFeature } from '../../bonuses/bonusesFeature';
import { bulkSendFeature } from '../../bulkSend/bulkSendFeature';
import { sharedMessages } from '../../tournaments';
import { UnsentBonusesTable } from '../components/UnsentBonusesTable';
import { selectUnsentError, selectUnsentSearch, selectUnsentTotal, selectVisibleUnsentEntries } from '../unsentSelectors';
import { listClosed, listOpened, refreshRequested, searchChanged } from '../unsentSlice';

// Counts as {count} rather than #: English shows '1234 entries', as it always has.
const messages = defineMessages({
  title: { id: 'unsent.page.title', defaultMessage: 'Unsent bonuses - {count}' },
  summary: { id: 'unsent.page.summary', defaultMessage: '{count} entries' },
  searchPlaceholder: { id: 'unsent.page.searchPlaceholder', defaultMessage: 'User ID, bonus code or tournament ID' },
});

/**
 * What the page uses beyond the entry ('Send all shown', and the bonus catalog and picker of 'Replace code and
 * send'), injected when its route loads (src/app/router.tsx).
 */
export const features = [bulkSendFeature, bonusesFeature];

/** Spec §2 "Unsent bonuses page": loads on open, drops its load on leaving, reloads on Refresh. */
export default function UnsentBonusesPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(listOpened());
    return () => {
      dispatch(listClosed());
    };
  }, [dispatch]);

  const title = intl.formatMessage(messages.title, { count: useAppSelector(selectUnsentTotal) });
  useDocumentTitle(title);
  // Every entry here has failed: 'Send all shown' sends the rows the search leaves.
  const shown = useAppSelector(selectVisibleUnsentEntries);
  const search = useAppSelector(selectUnsentSearch);
  const error = useAppSelector(selectUnsentError);

  return (
    <>
      <Typography.Title level={1}>{title}</Typography.Title>
      <ListToolbar
        summary={intl.formatMessage(messages.summary, { count: shown.length })}
        search={search}
        searchPlaceholder={intl.formatMessage(messages.searchPlaceholder)}
        onSearchChange={(value) => dispatch(searchChanged(value))}
        onRefresh={() => dispatch(refreshRequested())}
      >
        <SendAllShown scope="unsent" entries={shown} />
      </ListToolbar>
      {error !== null && <Alert type="error" showIcon title={intl.formatMessage(sharedMessages.error, { message: error })} style={{ marginBlockEnd: 16 }} />}
      <UnsentBonusesTable />
    </>
  );
}
