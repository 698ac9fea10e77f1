import { Alert, Typography } from 'antd';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { ListToolbar } from '../../../components/ListToolbar';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
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
  const shown = useAppSelector(selectVisibleUnsentEntries).length;
  const search = useAppSelector(selectUnsentSearch);
  const error = useAppSelector(selectUnsentError);

  return (
    <>
      <Typography.Title level={2}>{title}</Typography.Title>
      <ListToolbar
        summary={`${shown} entries`}
        search={search}
        searchPlaceholder="User ID, bonus code or tournament ID"
        onSearchChange={(value) => dispatch(searchChanged(value))}
        onRefresh={() => dispatch(refreshRequested())}
      />
      {error !== null && <Alert type="error" showIcon title={`Error: ${error}`} style={{ marginBlockEnd: 16 }} />}
      <UnsentBonusesTable />
    </>
  );
}
