import { Card, Descriptions, Input, InputNumber } from 'antd';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { selectTotals } from '../../editorSelectors';
import { fieldChanged } from '../../editorSlice';
import { EditorField } from '../EditorField';
import { useEditorFields } from '../useEditorFields';

/** An emptied text prize is no prize (null), as an emptied number is. */
const textOrNull = (text: string) => (text === '' ? null : text);

/** The prizes announced, and what the tiers actually give away. */
export function PrizesSection() {
  const dispatch = useAppDispatch();
  const fields = useEditorFields();
  const totals = useAppSelector(selectTotals);
  return (
    <Card title="Prizes" size="small">
      <EditorField label="Award prizes" id="award_prizes" path="award_prizes">
        <Input
          id="award_prizes"
          value={fields.award_prizes ?? ''}
          onChange={(event) => dispatch(fieldChanged({ field: 'award_prizes', value: textOrNull(event.target.value) }))}
        />
      </EditorField>
      <EditorField label="Total item prizes" id="total_item_prizes" path="total_item_prizes">
        <InputNumber
          id="total_item_prizes"
          min={0}
          value={fields.total_item_prizes}
          onChange={(value) => dispatch(fieldChanged({ field: 'total_item_prizes', value }))}
        />
      </EditorField>
      <EditorField label="Free spins" id="free_spins" path="free_spins">
        <InputNumber id="free_spins" min={0} value={fields.free_spins} onChange={(value) => dispatch(fieldChanged({ field: 'free_spins', value }))} />
      </EditorField>
      <EditorField label="Total pool prize" id="total_pool_prize" path="total_pool_prize">
        <Input
          id="total_pool_prize"
          value={fields.total_pool_prize ?? ''}
          onChange={(event) => dispatch(fieldChanged({ field: 'total_pool_prize', value: textOrNull(event.target.value) }))}
        />
      </EditorField>
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
