import { Button, Flex, Typography } from 'antd';
import { FormattedMessage } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { ScoreDriver } from '../../../../domain/enums';
import { TOURNAMENT_FIELD_LABELS } from '../../../../domain/tournamentFieldLabels';
import { defineMessages } from '../../../../i18n/defineMessages';
import { selectConditionKeys, selectScoreDriver } from '../../editorSelectors';
import { conditionAdded } from '../../editorSlice';
import type { NumberField } from '../../copy/fieldEdits';
import { ConfigEntriesEditor } from '../ConfigEntriesEditor';
import { EditorNumberInput } from '../FieldControls';
import { useEditorField } from '../useEditorField';
import { useFocusAddedRow } from '../useFocusAddedRow';
import { useListMessage } from '../useListMessage';
import { ConditionRow } from './ConditionRow';
import { FormSection } from '../FormSection';

const messages = defineMessages({
  addCondition: { id: 'editor.conditions.add', defaultMessage: 'Add condition' },
  bonusId: { id: 'editor.bonusWin.bonusId', defaultMessage: 'Bonus id' },
  factor: { id: 'editor.bonusWin.factor', defaultMessage: 'Win amount multiplication factor' },
  addBonus: { id: 'editor.bonusWin.addBonus', defaultMessage: 'Add bonus' },
  depositTitle: { id: 'editor.deposit.title', defaultMessage: 'Deposit amount ingestion' },
});

function WageringConditionsPanel({ readOnly }: { readOnly: boolean }) {
  const dispatch = useAppDispatch();
  const keys = useAppSelector(selectConditionKeys);
  const listMessage = useListMessage('wagering_conditions');
  const { container: rowList, adding } = useFocusAddedRow(keys.length);
  const addCondition = () => {
    adding();
    dispatch(conditionAdded());
  };
  return (
    <FormSection title={<FormattedMessage {...TOURNAMENT_FIELD_LABELS.wagering_conditions} />}>
      <Flex vertical gap="middle" ref={rowList}>
        {keys.map((key, index) => (
          <ConditionRow key={key} conditionKey={key} number={index + 1} readOnly={readOnly} />
        ))}
        {listMessage.message !== undefined && (
          <Typography.Text id={listMessage.messageId} type="danger">
            {listMessage.message}
          </Typography.Text>
        )}
        <Button {...listMessage.addButtonProps} onClick={addCondition}>
          <FormattedMessage {...messages.addCondition} />
        </Button>
      </Flex>
    </FormSection>
  );
}

function BonusWinPanel() {
  const bonuses = useEditorField('bonus_win_amount_ingestion_configuration');
  return (
    <FormSection title={<FormattedMessage {...TOURNAMENT_FIELD_LABELS.bonus_win_amount_ingestion_configuration} />}>
      <ConfigEntriesEditor
        config="bonus_win_amount_ingestion_configuration"
        entries={Object.entries(bonuses).map(([id, { win_amount_multiplication_factor }]) => [id, win_amount_multiplication_factor])}
        idLabel={messages.bonusId}
        valueLabel={messages.factor}
        valueField="win_amount_multiplication_factor"
        min={1}
        addLabel={messages.addBonus}
      />
    </FormSection>
  );
}

const DEPOSIT_FIELDS: { field: NumberField; min: number }[] = [
  { field: 'deposit_amount_multiplication_factor', min: 1 },
  // 0 or less is no limit (the editor stores null).
  { field: 'min_deposit_amount', min: 0 },
  { field: 'max_deposit_amount', min: 0 },
];

function DepositPanel() {
  return (
    <FormSection title={<FormattedMessage {...messages.depositTitle} />}>
      {DEPOSIT_FIELDS.map(({ field, min }) => (
        <EditorNumberInput key={field} field={field} min={min} />
      ))}
    </FormSection>
  );
}

/** The side panel of the tournament's score driver (spec §2). */
export function DriverPanel({ readOnly }: { readOnly: boolean }) {
  // The driver alone, not every field: typing in the title must not re-render the wagering conditions.
  const driver = useAppSelector(selectScoreDriver);
  if (driver === ScoreDriver.GamingTransactions) return <WageringConditionsPanel readOnly={readOnly} />;
  if (driver === ScoreDriver.BonusWinAmount) return <BonusWinPanel />;
  return <DepositPanel />;
}
