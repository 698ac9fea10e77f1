import { Radio, Table, type TableColumnsType } from 'antd';
import { forwardRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { usePageArrowNames } from '../../../components/usePageArrowNames';
import { defineMessages } from '../../../i18n/defineMessages';
import { messageRef } from '../../../i18n/text';
import { useFormatText } from '../../../i18n/useFormatText';
import {
  INVITATION_RESULTS_PAGE_SIZE,
  INVITATION_STATUSES,
  selectFilteredInvitationRows,
  selectInvitationCounts,
  selectInvitationFilter,
  selectInvitationResultsPage,
  type InvitationRow,
} from '../invitePlayersSelectors';
import { invitationResultsFiltered, invitationResultsPaged, type InvitationFilter, type InvitationStatus } from '../invitePlayersSlice';
import { statusTexts } from '../messages';
import { SmallHeading } from '../../../components/SmallHeading';

/** The outcomes counted even at 0; the rarer ones (disqualified, not sent, invalid) only when there are any. */
const ALWAYS_SHOWN: readonly InvitationStatus[] = ['invited', 'already_on_board', 'not_seen'];

const messages = defineMessages({
  heading: { id: 'invitePlayers.results.heading', defaultMessage: 'Results' },
  count: { id: 'invitePlayers.results.count', defaultMessage: '{label}: {count, number}' },
  show: { id: 'invitePlayers.results.show', defaultMessage: 'Show' },
  all: { id: 'invitePlayers.results.all', defaultMessage: 'All' },
  table: { id: 'invitePlayers.results.table', defaultMessage: 'Invited ids' },
  playerId: { id: 'invitePlayers.results.playerId', defaultMessage: 'Player ID' },
  outcome: { id: 'invitePlayers.results.outcome', defaultMessage: 'Outcome' },
});

/**
 * What became of each id: the count of each outcome with what it means, and the ids of the chosen outcome a page at a
 * time (thousands of them). Its heading takes the focus when a run ends, so a screen reader reads the results.
 */
export const InvitationResults = forwardRef<HTMLHeadingElement>(function InvitationResults(_props, headingRef) {
  const format = useFormatText();
  const dispatch = useAppDispatch();
  const counts = useAppSelector(selectInvitationCounts);
  const rows = useAppSelector(selectFilteredInvitationRows);
  const filter = useAppSelector(selectInvitationFilter);
  const page = useAppSelector(selectInvitationResultsPage);
  const itemRender = usePageArrowNames();
  const statuses = INVITATION_STATUSES.filter((status) => counts[status] > 0 || ALWAYS_SHOWN.includes(status));

  const columns: TableColumnsType<InvitationRow> = [
    { key: 'user_id', dataIndex: 'user_id', title: format(messages.playerId) },
    { key: 'status', dataIndex: 'status', title: format(messages.outcome), render: (status: InvitationRow['status']) => format(statusTexts[status].label) },
  ];
  const filterOptions = [{ value: 'all', label: format(messages.all) }, ...statuses.map((status) => ({ value: status, label: format(statusTexts[status].label) }))];

  return (
    <section aria-labelledby="invitation-results-heading">
      <SmallHeading level={2} id="invitation-results-heading" ref={headingRef} tabIndex={-1}>
        {format(messages.heading)}
      </SmallHeading>
      <dl className="invitation-counts">
        {statuses.map((status) => (
          <div key={status}>
            <dt>{format(messageRef(messages.count, { label: format(statusTexts[status].label), count: counts[status] }))}</dt>
            <dd>{format(statusTexts[status].description)}</dd>
          </div>
        ))}
      </dl>
      <Radio.Group
        aria-label={format(messages.show)}
        optionType="button"
        options={filterOptions}
        value={filter}
        onChange={(event) => dispatch(invitationResultsFiltered(event.target.value as InvitationFilter))}
      />
      <Table<InvitationRow>
        aria-label={format(messages.table)}
        size="small"
        rowKey="user_id"
        columns={columns}
        dataSource={rows}
        pagination={{ current: page, pageSize: INVITATION_RESULTS_PAGE_SIZE, showSizeChanger: false, itemRender, onChange: (chosen) => dispatch(invitationResultsPaged(chosen)) }}
      />
    </section>
  );
});
