import { Button, Flex, Pagination, Select } from 'antd';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { usePageArrowNames } from '../../../components/usePageArrowNames';
import { HISTORY_ACTION_LABELS, HISTORY_ACTIONS, type HistoryAction } from '../../../domain/tournamentHistory';
import { defineMessages } from '../../../i18n/defineMessages';
import { formatText } from '../../../i18n/text';
import { useTournamentTabShown } from '../../openedTournament/ui';
import { selectActorOptions, selectHistoryEmptyText, selectHistoryEntryIds, selectHistoryFilter, selectHistoryPager } from '../historySelectors';
import { filterChanged, pageChanged, refreshRequested, tabClosed, tabOpened } from '../historySlice';
import { HistoryEntryItem } from './HistoryEntryItem';
import './history.css';

const messages = defineMessages({
  person: { id: 'history.filter.person', defaultMessage: 'Filter by person' },
  everyone: { id: 'history.filter.everyone', defaultMessage: 'Everyone' },
  action: { id: 'history.filter.action', defaultMessage: 'Filter by action' },
  everyAction: { id: 'history.filter.everyAction', defaultMessage: 'Every action' },
  refresh: { id: 'history.tab.refresh', defaultMessage: 'Refresh' },
  list: { id: 'history.tab.list', defaultMessage: 'History' },
});

interface FilterSelectProps<T extends string> {
  label: string;
  placeholder: string;
  options: Array<{ value: T; label: string }>;
  value: T | null;
  onChange: (value: T | null) => void;
}

/** A filter of the list; cleared, it lets everything through. */
function FilterSelect<T extends string>({ label, placeholder, options, value, onChange }: FilterSelectProps<T>) {
  return (
    <Select<T>
      aria-label={label}
      placeholder={placeholder}
      allowClear
      options={options}
      value={value ?? undefined}
      onChange={(chosen) => onChange(chosen ?? null)}
      style={{ minWidth: 200 }}
    />
  );
}

function HistoryFilters() {
  const dispatch = useAppDispatch();
  const filter = useAppSelector(selectHistoryFilter);
  const actorOptions = useAppSelector(selectActorOptions);
  const intl = useIntl();
  const { formatMessage } = intl;
  const actionOptions = useMemo(() => HISTORY_ACTIONS.map((action) => ({ value: action, label: formatText(intl, HISTORY_ACTION_LABELS[action]) })), [intl]);
  return (
    <Flex wrap gap="middle" align="center" className="history-toolbar">
      <FilterSelect
        label={formatMessage(messages.person)}
        placeholder={formatMessage(messages.everyone)}
        options={actorOptions}
        value={filter.actor}
        onChange={(actor) => dispatch(filterChanged({ actor }))}
      />
      <FilterSelect<HistoryAction>
        label={formatMessage(messages.action)}
        placeholder={formatMessage(messages.everyAction)}
        options={actionOptions}
        value={filter.action}
        onChange={(action) => dispatch(filterChanged({ action }))}
      />
      <Button onClick={() => dispatch(refreshRequested())}>{formatMessage(messages.refresh)}</Button>
    </Flex>
  );
}

/**
 * Issue 13's History tab of the open tournament (any status): every write, newest first, as who, when and
 * what changed, filtered by person and action on the server and paged. Loads when shown, drops its load when
 * hidden or left.
 */
export function HistoryTab() {
  const dispatch = useAppDispatch();
  useTournamentTabShown(tabOpened, tabClosed);
  const ids = useAppSelector(selectHistoryEntryIds);
  const emptyText = useAppSelector(selectHistoryEmptyText);
  const { page, total, pageSize } = useAppSelector(selectHistoryPager);
  const intl = useIntl();
  const pageArrowNames = usePageArrowNames();
  // Relative times are as of opening the tab, like the tables'.
  const [now] = useState(Date.now);
  return (
    <>
      <HistoryFilters />
      {ids.length === 0 ? (
        <p className="history-empty">{formatText(intl, emptyText)}</p>
      ) : (
        <ol className="history-list" aria-label={intl.formatMessage(messages.list)}>
          {ids.map((id) => (
            <HistoryEntryItem key={id} id={id} now={now} />
          ))}
        </ol>
      )}
      {total > pageSize && <Pagination current={page} pageSize={pageSize} total={total} showSizeChanger={false} itemRender={pageArrowNames} onChange={(next) => dispatch(pageChanged(next))} />}
    </>
  );
}
