import { Button, Flex, Input, InputNumber, Select, Typography } from 'antd';
import { memo } from 'react';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { BONUS_TYPE_LABELS, type BonusType } from '../../../../domain/enums';
import { bonusTypeHasValue } from '../../../../domain/totals';
import { selectTierByKey, selectTierKeys, selectTotals } from '../../editorSelectors';
import { tierBonusTextChanged, tierBonusTypeChanged, tierBonusValueChanged, tierRankMaxChanged, tierRankMinChanged } from '../../editorSlice';
import { tierPath } from '../../fieldPaths';
import type { TierTextField } from '../../rowEdits';
import { EditorField } from '../EditorField';
import { useEnumOptions } from '../enumOptions';

const TEXT_FIELDS: { field: TierTextField; label: string }[] = [
  { field: 'code', label: 'Bonus code' },
  { field: 'name', label: 'Bonus name' },
  { field: 'nominal_name', label: 'Nominal name' },
];

export interface TierRowProps {
  tierKey: string;
  /** The row's place, 1-based, for its heading. */
  number: number;
  onChooseBonus: (tierKey: string) => void;
  onDelete: () => void;
}

/** One tier: its ranks, its bonus, and what it gives away in all. Memoized: it selects its own tier. */
export const TierRow = memo(function TierRow({ tierKey, number, onChooseBonus, onDelete }: TierRowProps) {
  const dispatch = useAppDispatch();
  const tier = useAppSelector((state) => selectTierByKey(state, tierKey));
  const isLast = useAppSelector((state) => selectTierKeys(state).at(-1) === tierKey);
  const total = useAppSelector((state) => selectTotals(state).tierTotals[tierKey]);
  const bonusTypeOptions = useEnumOptions<BonusType>(BONUS_TYPE_LABELS);
  // The validation names tiers by index: the rows' order is the list's order.
  const index = number - 1;
  const path = (field: string) => tierPath(String(index), field);
  const id = (field: string) => `tier_${tierKey}_${field.replace('.', '_')}`;
  if (!tier) return null;
  return (
    <section aria-label={`Tier ${number}`} className="tournament-form__row">
      <Typography.Title level={5}>Tier {number}</Typography.Title>
      <Flex gap="small" wrap align="start">
        <EditorField label="Min rank" id={id('rank_min')} path={path('rank_min')}>
          <InputNumber id={id('rank_min')} precision={0} value={tier.rank_min} onChange={(value) => dispatch(tierRankMinChanged({ key: tierKey, value }))} />
        </EditorField>
        <EditorField label="Max rank" id={id('rank_max')} path={path('rank_max')}>
          <InputNumber id={id('rank_max')} precision={0} value={tier.rank_max} onChange={(value) => dispatch(tierRankMaxChanged({ key: tierKey, value }))} />
        </EditorField>
        <EditorField label="Bonus type" id={id('bonus.type')} path={path('bonus.type')}>
          <Select
            id={id('bonus.type')}
            className="tournament-form__select"
            options={bonusTypeOptions}
            value={tier.bonus.type}
            onChange={(type) => dispatch(tierBonusTypeChanged({ key: tierKey, type }))}
          />
        </EditorField>
      </Flex>
      {tier.rank_min > tier.rank_max && <Typography.Text type="danger">Invalid rank range</Typography.Text>}
      <Flex gap="small" wrap align="start">
        {TEXT_FIELDS.map(({ field, label }) => (
          <EditorField key={field} label={label} id={id(`bonus.${field}`)} path={path(`bonus.${field}`)}>
            <Input
              id={id(`bonus.${field}`)}
              value={tier.bonus[field]}
              onChange={(event) => dispatch(tierBonusTextChanged({ key: tierKey, field, value: event.target.value }))}
            />
          </EditorField>
        ))}
        {bonusTypeHasValue(tier.bonus.type) && (
          <EditorField label="Value" id={id('bonus.value')} path={path('bonus.value')}>
            <InputNumber id={id('bonus.value')} min={0} value={tier.bonus.value} onChange={(value) => dispatch(tierBonusValueChanged({ key: tierKey, value }))} />
          </EditorField>
        )}
      </Flex>
      <Flex gap="small" align="center" wrap>
        <Button onClick={() => onChooseBonus(tierKey)}>Choose bonus</Button>
        {total !== null && total !== undefined && <Typography.Text>Tier total: {total}</Typography.Text>}
        {isLast && (
          <Button danger onClick={onDelete}>
            Delete
          </Button>
        )}
      </Flex>
    </section>
  );
});
