import { Alert, Typography } from 'antd';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { ListToolbar } from '../../../components/ListToolbar';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { SendAllShown } from '../../bulkSend';
import { UnsentBonusesTable } from '../components/UnsentBonusesTable';
import { selectUnsentError, selectUnsentSearch, selectUnsentTotal, selectVisibleUnsentEntries } from '../unsentSelectors';
import { listClosed, listOpened, refreshRequested, searchChanged } from '../unsentSlice';

/** Spec §2 "Unsent bonuses page": loads on open, drops its load on leaving, reloads on Refresh. */
export default function UnsentBonusesPage() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(listOpened());
    return () => {
      dispatch(listClosed());
    };
  }, [dispatch]);

  const title = `Unsent bonuses - ${useAppSelector(selectUnsentTotal)}`;
  useDocumentTitle(title);
  // Every entry here has failed: 'Send all shown' sends the rows the search leaves.
  const shown = useAppSelector(selectVisibleUnsentEntries);
  const search = useAppSelector(selectUnsentSearch);
  const error = useAppSelector(selectUnsentError);

  return (
    <>
      <Typography.Title level={2}>{title}</Typography.Title>
      <ListToolbar
        summary={`${shown.length} entries`}
        search={search}
        searchPlaceholder="User ID, bonus code or tournament ID"
        onSearchChange={(value) => dispatch(searchChanged(value))}
        onRefresh={() => dispatch(refreshRequested())}
      >
        <SendAllShown scope="unsent" entries={shown} />
      </ListToolbar>
      {error !== null && <Alert type="error" showIcon title={`Error: ${error}`} style={{ marginBlockEnd: 16 }} />}
      <UnsentBonusesTable />
    </>
  );
}
