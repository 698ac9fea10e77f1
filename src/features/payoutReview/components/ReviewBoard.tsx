import { Button, Descriptions, Pagination, Table, type TableColumnsType } from 'antd';
import { useId, useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { SmallHeading } from '../../../components/SmallHeading';
import { usePageArrowNames } from '../../../components/usePageArrowNames';
import { bonusDisplayName } from '../../../domain/bonusDisplayName';
import type { ReviewRow } from '../../../domain/payoutReview';
import { defineMessages } from '../../../i18n/defineMessages';
import { formatText } from '../../../i18n/text';
import { formatScore } from '../../../lib/format';
import { formatCost } from '../../simulation';
import { selectCanDisqualify, selectReviewEmptyText, selectReviewPager, selectReviewRows, selectReviewSummary } from '../payoutReviewSelectors';
import { disqualifyDialogOpened, reviewPageChanged } from '../payoutReviewSlice';

const messages = defineMessages({
  heading: { id: 'payoutReview.board.heading', defaultMessage: 'Prizes by rank' },
  rank: { id: 'payoutReview.board.rank', defaultMessage: 'Rank' },
  player: { id: 'payoutReview.board.player', defaultMessage: 'Player' },
  userId: { id: 'payoutReview.board.userId', defaultMessage: 'User ID' },
  score: { id: 'payoutReview.board.score', defaultMessage: 'Score' },
  prize: { id: 'payoutReview.board.prize', defaultMessage: 'Prize' },
  noPrize: { id: 'payoutReview.board.noPrize', defaultMessage: 'No prize' },
  actions: { id: 'payoutReview.board.actions', defaultMessage: 'Actions' },
  disqualify: { id: 'payoutReview.board.disqualify', defaultMessage: 'Disqualify' },
  disqualifyPlayer: { id: 'payoutReview.board.disqualifyPlayer', defaultMessage: 'Disqualify {name}' },
  prizes: { id: 'payoutReview.board.prizes', defaultMessage: 'Prizes' },
  playersOnBoard: { id: 'payoutReview.board.playersOnBoard', defaultMessage: 'Players on the board' },
  totalCost: { id: 'payoutReview.board.totalCost', defaultMessage: 'Total cost' },
});

const nameOf = (row: Pick<ReviewRow, 'user_name' | 'user_id'>) => row.user_name || row.user_id;

function columns(intl: IntlShape, disqualify: ((row: ReviewRow) => void) | undefined): TableColumnsType<ReviewRow> {
  const shown: TableColumnsType<ReviewRow> = [
    { title: intl.formatMessage(messages.rank), dataIndex: 'rank', align: 'right' },
    { title: intl.formatMessage(messages.player), dataIndex: 'user_name', render: (_name: string, row) => nameOf(row) },
    { title: intl.formatMessage(messages.userId), dataIndex: 'user_id' },
    { title: intl.formatMessage(messages.score), dataIndex: 'total_score', align: 'right', render: (score: number) => formatScore(score) },
    {
      title: intl.formatMessage(messages.prize),
      dataIndex: 'prize',
      render: (prize: ReviewRow['prize']) => (prize ? formatText(intl, bonusDisplayName(prize.bonus)) : intl.formatMessage(messages.noPrize)),
    },
  ];
  if (!disqualify) return shown;
  return [
    ...shown,
    {
      title: intl.formatMessage(messages.actions),
      key: 'actions',
      render: (_value: unknown, row) => (
        <Button size="small" danger aria-label={intl.formatMessage(messages.disqualifyPlayer, { name: nameOf(row) })} onClick={() => disqualify(row)}>
          {intl.formatMessage(messages.disqualify)}
        </Button>
      ),
    },
  ];
}

/** How many prizes the board gives and what they cost, as Simulate counts them. */
function ReviewTotals() {
  const intl = useIntl();
  const summary = useAppSelector(selectReviewSummary);
  if (!summary) return null;
  const items = [
    { key: 'players', label: intl.formatMessage(messages.playersOnBoard), children: summary.size },
    { key: 'prizes', label: intl.formatMessage(messages.prizes), children: summary.prizes },
    { key: 'cost', label: intl.formatMessage(messages.totalCost), children: <span data-testid="review-total-cost">{formatCost(summary.total_cost, (text) => formatText(intl, text))}</span> },
  ];
  return <Descriptions size="small" column={{ xs: 1, sm: 3 }} items={items} />;
}

/**
 * The board's prize ranks with what each wins (the first tier covering the rank, as the outbox awards), paged, each
 * with Disqualify while a player can be disqualified; under it what the prizes cost in all.
 */
export function ReviewBoard() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const headingId = useId();
  const rows = useAppSelector(selectReviewRows);
  const emptyText = useAppSelector(selectReviewEmptyText);
  const canDisqualify = useAppSelector(selectCanDisqualify);
  const { page, total, pageSize } = useAppSelector(selectReviewPager);
  const pageArrowNames = usePageArrowNames();
  const tableColumns = useMemo(
    () => columns(intl, canDisqualify ? (row) => dispatch(disqualifyDialogOpened({ user_id: row.user_id, user_name: nameOf(row), rank: row.rank })) : undefined),
    [intl, canDisqualify, dispatch],
  );
  return (
    <section aria-labelledby={headingId}>
      <SmallHeading level={2} id={headingId}>
        {intl.formatMessage(messages.heading)}
      </SmallHeading>
      <ReviewTotals />
      <Table<ReviewRow>
        aria-labelledby={headingId}
        size="small"
        rowKey="user_id"
        columns={tableColumns}
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: formatText(intl, emptyText) }}
      />
      {total > pageSize && <Pagination current={page} pageSize={pageSize} total={total} showSizeChanger={false} itemRender={pageArrowNames} onChange={(next) => dispatch(reviewPageChanged(next))} />}
    </section>
  );
}
