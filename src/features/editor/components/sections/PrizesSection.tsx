import { Card, Descriptions } from 'antd';
import { useAppSelector } from '../../../../app/hooks';
import { selectTotals } from '../../editorSelectors';
import { EditorNumberInput, EditorTextInput } from '../FieldControls';

/** The prizes announced, and what the tiers actually give away. */
export function PrizesSection() {
  const totals = useAppSelector(selectTotals);
  return (
    <Card title="Prizes" size="small">
      <EditorTextInput field="award_prizes" label="Award prizes" emptyIsNull />
      <EditorNumberInput field="total_item_prizes" label="Total item prizes" min={0} />
      <EditorNumberInput field="free_spins" label="Free spins" min={0} />
      <EditorTextInput field="total_pool_prize" label="Total pool prize" emptyIsNull />
      <Descriptions
        size="small"
        column={1}
        title="From the tiers"
        items={[
          { key: 'poolPrize', label: 'Pool prize total', children: <span data-testid="pool-prize-total">{totals.poolPrize}</span> },
          { key: 'freeSpins', label: 'Free spins total', children: <span data-testid="free-spins-total">{totals.freeSpins}</span> },
        ]}
      />
    </Card>
  );
}
