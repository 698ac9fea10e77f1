import { Descriptions } from 'antd';
import { FormattedMessage } from 'react-intl';
import { useAppSelector } from '../../../../app/hooks';
import { defineMessages } from '../../../../i18n/defineMessages';
import { selectTotals } from '../../editorSelectors';
import { EditorNumberInput, EditorTextInput } from '../FieldControls';
import { FormSection } from '../FormSection';
import { ManualPayoutSwitch } from './ManualPayoutSwitch';

const messages = defineMessages({
  title: { id: 'editor.prizes.title', defaultMessage: 'Prizes' },
  fromTiers: { id: 'editor.prizes.fromTiers', defaultMessage: 'From the tiers' },
  poolPrizeTotal: { id: 'editor.prizes.poolPrizeTotal', defaultMessage: 'Pool prize total' },
  freeSpinsTotal: { id: 'editor.prizes.freeSpinsTotal', defaultMessage: 'Free spins total' },
});

/** The prizes announced, whether they wait for review at the end, and what the tiers actually give away. */
export function PrizesSection() {
  const totals = useAppSelector(selectTotals);
  return (
    <FormSection title={<FormattedMessage {...messages.title} />}>
      <EditorTextInput field="award_prizes" emptyIsNull />
      <EditorNumberInput field="total_item_prizes" min={0} />
      <EditorNumberInput field="free_spins" min={0} />
      <EditorTextInput field="total_pool_prize" emptyIsNull />
      <ManualPayoutSwitch />
      <Descriptions
        size="small"
        column={1}
        title={<FormattedMessage {...messages.fromTiers} />}
        items={[
          {
            key: 'poolPrize',
            label: <FormattedMessage {...messages.poolPrizeTotal} />,
            children: <span data-testid="pool-prize-total">{totals.poolPrize}</span>,
          },
          {
            key: 'freeSpins',
            label: <FormattedMessage {...messages.freeSpinsTotal} />,
            children: <span data-testid="free-spins-total">{totals.freeSpins}</span>,
          },
        ]}
      />
    </FormSection>
  );
}
