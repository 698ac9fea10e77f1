import StopOutlined from '@ant-design/icons/StopOutlined';
import { Table, Tag, type TableColumnsType } from 'antd';
import { useId, useMemo, useRef } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useAppSelector } from '../../../app/hooks';
import { SmallHeading } from '../../../components/SmallHeading';
import type { Disqualification } from '../../../domain/payoutReview';
import { defineMessages } from '../../../i18n/defineMessages';
import { formatDateTime, formatScore } from '../../../lib/format';
import { selectDisqualifiedPlayers, selectNewestDisqualified } from '../payoutReviewSelectors';
import { useFocusWhenLost } from './useFocusWhenLost';

const messages = defineMessages({
  heading: { id: 'payoutReview.disqualified.heading', defaultMessage: 'Disqualified players' },
  none: { id: 'payoutReview.disqualified.none', defaultMessage: 'No player is disqualified' },
  player: { id: 'payoutReview.disqualified.player', defaultMessage: 'Player' },
  mark: { id: 'payoutReview.disqualified.mark', defaultMessage: 'Disqualified' },
  rankThen: { id: 'payoutReview.disqualified.rankThen', defaultMessage: 'Rank then' },
  scoreThen: { id: 'payoutReview.disqualified.scoreThen', defaultMessage: 'Score then' },
  reason: { id: 'payoutReview.disqualified.reason', defaultMessage: 'Reason' },
  by: { id: 'payoutReview.disqualified.by', defaultMessage: 'By' },
  when: { id: 'payoutReview.disqualified.when', defaultMessage: 'When' },
  inReview: { id: 'payoutReview.disqualified.inReview', defaultMessage: '{at}, in review' },
  whileRunning: { id: 'payoutReview.disqualified.whileRunning', defaultMessage: '{at}, while running' },
});

function columns(intl: IntlShape): TableColumnsType<Disqualification> {
  return [
    {
      title: intl.formatMessage(messages.player),
      dataIndex: 'user_name',
      // The mark is in words as well as drawn: it reads the same without colour.
      render: (name: string, player) => (
        <>
          <Tag icon={<StopOutlined />} color="error">
            {intl.formatMessage(messages.mark)}
          </Tag>
          {name || player.user_id}
        </>
      ),
    },
    { title: intl.formatMessage(messages.rankThen), dataIndex: 'rank', align: 'right' },
    { title: intl.formatMessage(messages.scoreThen), dataIndex: 'total_score', align: 'right', render: (score: number) => formatScore(score) },
    { title: intl.formatMessage(messages.reason), dataIndex: 'reason' },
    { title: intl.formatMessage(messages.by), dataIndex: ['disqualified_by', 'name'] },
    {
      title: intl.formatMessage(messages.when),
      dataIndex: 'disqualified_at',
      render: (at: string, player) => intl.formatMessage(player.in_review ? messages.inReview : messages.whileRunning, { at: formatDateTime(at) }),
    },
  ];
}

/** Who was disqualified, newest first, each marked, with the reason and their rank and score at that moment. */
export function DisqualifiedPlayers() {
  const intl = useIntl();
  const headingId = useId();
  const players = useAppSelector(selectDisqualifiedPlayers);
  const tableColumns = useMemo(() => columns(intl), [intl]);
  const heading = useRef<HTMLElement>(null);
  // A disqualification closes its dialog and takes the row's button with the row: the focus goes on to this list.
  useFocusWhenLost(heading, useAppSelector(selectNewestDisqualified));
  return (
    <section aria-labelledby={headingId}>
      {/* Focusable by script only (useFocusWhenLost), not a stop for Tab. */}
      <SmallHeading level={2} id={headingId} ref={heading} tabIndex={-1}>
        {intl.formatMessage(messages.heading)}
      </SmallHeading>
      <Table<Disqualification>
        aria-labelledby={headingId}
        size="small"
        rowKey="user_id"
        columns={tableColumns}
        dataSource={players}
        pagination={false}
        locale={{ emptyText: intl.formatMessage(messages.none) }}
      />
    </section>
  );
}
