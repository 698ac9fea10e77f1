import { Alert, Button, Flex, Input, InputNumber, Select, Typography } from 'antd';
import { memo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { BONUS_TYPE_LABELS, type BonusType } from '../../../../domain/enums';
import { bonusTypeHasValue, tierValueMissing } from '../../../../domain/totals';
import { defineMessages } from '../../../../i18n/defineMessages';
import type { MessageDescriptor } from '../../../../i18n/text';
import { selectTierByKey, selectTierKeys, selectTotals } from '../../editorSelectors';
import { tierBonusTextChanged, tierBonusTypeChanged, tierBonusValueChanged, tierRankMaxChanged, tierRankMinChanged } from '../../editorSlice';
import { tierPath } from '../../copy/fieldPaths';
import { editorMessages } from '../../messages';
import type { TierTextField } from '../../copy/rowEdits';
import { EditorField } from '../EditorField';
import { useEnumOptions } from '../enumOptions';
import { SmallHeading } from '../../../../components/SmallHeading';

const messages = defineMessages({
  minRank: { id: 'editor.tiers.minRank', defaultMessage: 'Min rank' },
  maxRank: { id: 'editor.tiers.maxRank', defaultMessage: 'Max rank' },
  bonusType: { id: 'editor.tiers.bonusType', defaultMessage: 'Bonus type' },
  invalidRankRange: { id: 'editor.tiers.invalidRankRange', defaultMessage: 'Invalid rank range' },
  bonusCode: { id: 'editor.tiers.bonusCode', defaultMessage: 'Bonus code' },
  bonusName: { id: 'editor.tiers.bonusName', defaultMessage: 'Bonus name' },
  nominalName: { id: 'editor.tiers.nominalName', defaultMessage: 'Nominal name' },
  value: { id: 'editor.tiers.value', defaultMessage: 'Value' },
  chooseBonus: { id: 'editor.tiers.chooseBonus', defaultMessage: 'Choose bonus' },
  tierTotal: { id: 'editor.tiers.tierTotal', defaultMessage: 'Tier total: {total}' },
  valueMissing: { id: 'editor.tiers.valueMissing', defaultMessage: 'Value is 0: this tier awards nothing' },
  delete: { id: 'editor.tiers.delete', defaultMessage: 'Delete' },
});

const TEXT_FIELDS: { field: TierTextField; label: MessageDescriptor }[] = [
  { field: 'code', label: messages.bonusCode },
  { field: 'name', label: messages.bonusName },
  { field: 'nominal_name', label: messages.nominalName },
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
  const intl = useIntl();
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
    <section aria-label={intl.formatMessage(editorMessages.tier, { number })} className="tournament-form__row">
      <SmallHeading level={3}>
        <FormattedMessage {...editorMessages.tier} values={{ number }} />
      </SmallHeading>
      <Flex gap="small" wrap align="start">
        <EditorField label={messages.minRank} id={id('rank_min')} path={path('rank_min')}>
          {(control) => <InputNumber {...control} precision={0} value={tier.rank_min} onChange={(value) => dispatch(tierRankMinChanged({ key: tierKey, value }))} />}
        </EditorField>
        <EditorField label={messages.maxRank} id={id('rank_max')} path={path('rank_max')}>
          {(control) => <InputNumber {...control} precision={0} value={tier.rank_max} onChange={(value) => dispatch(tierRankMaxChanged({ key: tierKey, value }))} />}
        </EditorField>
        <EditorField label={messages.bonusType} id={id('bonus.type')} path={path('bonus.type')}>
          {(control) => (
            <Select
              {...control}
              className="tournament-form__select"
              options={bonusTypeOptions}
              value={tier.bonus.type}
              onChange={(type) => dispatch(tierBonusTypeChanged({ key: tierKey, type }))}
            />
          )}
        </EditorField>
      </Flex>
      {tier.rank_min > tier.rank_max && <Typography.Text type="danger">
          <FormattedMessage {...messages.invalidRankRange} />
        </Typography.Text>}
      <Flex gap="small" wrap align="start">
        {TEXT_FIELDS.map(({ field, label }) => (
          <EditorField key={field} label={label} id={id(`bonus.${field}`)} path={path(`bonus.${field}`)}>
            {(control) => <Input {...control} value={tier.bonus[field]} onChange={(event) => dispatch(tierBonusTextChanged({ key: tierKey, field, value: event.target.value }))} />}
          </EditorField>
        ))}
        {bonusTypeHasValue(tier.bonus.type) && (
          <EditorField label={messages.value} id={id('bonus.value')} path={path('bonus.value')}>
            {(control) => <InputNumber {...control} min={0} value={tier.bonus.value} onChange={(value) => dispatch(tierBonusValueChanged({ key: tierKey, value }))} />}
          </EditorField>
        )}
      </Flex>
      {/* An Alert rather than coloured text: dark text on a light ground keeps its contrast. */}
      {tierValueMissing(tier.bonus) && <Alert type="warning" showIcon title={intl.formatMessage(messages.valueMissing)} />}
      <Flex gap="small" align="center" wrap>
        <Button onClick={() => onChooseBonus(tierKey)}>
          <FormattedMessage {...messages.chooseBonus} />
        </Button>
        {total !== null && total !== undefined && (
          <Typography.Text>
            <FormattedMessage {...messages.tierTotal} values={{ total }} />
          </Typography.Text>
        )}
        {isLast && (
          <Button danger onClick={onDelete}>
            <FormattedMessage {...messages.delete} />
          </Button>
        )}
      </Flex>
    </section>
  );
});
