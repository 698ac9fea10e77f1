import { Alert, Button, Flex } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { TOURNAMENT_FIELD_LABELS } from '../../../../domain/tournamentFieldLabels';
import { defineMessages } from '../../../../i18n/defineMessages';
import { useFormatText } from '../../../../i18n/useFormatText';
import { catalogRequested, selectBonusCatalogAlertText } from '../../../bonuses';
import { BonusPicker } from '../../../bonuses/ui';
import { selectTierByKey, selectTierKeys } from '../../editorSelectors';
import { lastTierRemoved, tierAdded, tierBonusChosen } from '../../editorSlice';
import { useFocusAddedRow } from '../useFocusAddedRow';
import { useListMessage } from '../useListMessage';
import { TierRow } from './TierRow';
import { FormSection } from '../FormSection';

const messages = defineMessages({
  addTier: { id: 'editor.tiers.add', defaultMessage: 'Add tier' },
});

/** The prizes by rank; the bonus picker fills the tier whose 'Choose bonus' opened it. */
export function TiersSection() {
  const dispatch = useAppDispatch();
  const keys = useAppSelector(selectTierKeys);
  const catalogAlert = useAppSelector(selectBonusCatalogAlertText);
  const format = useFormatText();
  const listMessage = useListMessage('tiers');
  // Which tier the open picker is for: a modal's UI state, never part of the tournament.
  const [choosingFor, setChoosingFor] = useState<string | null>(null);
  const choosingType = useAppSelector((state) => (choosingFor === null ? undefined : selectTierByKey(state, choosingFor)?.bonus.type));
  const { container: rowList, adding } = useFocusAddedRow(keys.length);
  const addTier = () => {
    adding();
    dispatch(tierAdded());
  };
  const deleteLastTier = useCallback(() => dispatch(lastTierRemoved()), [dispatch]);
  useEffect(() => {
    dispatch(catalogRequested());
  }, [dispatch]);
  return (
    <FormSection title={<FormattedMessage {...TOURNAMENT_FIELD_LABELS.tiers} />}>
      <Flex vertical gap="middle" ref={rowList}>
        {catalogAlert !== null && <Alert type="error" showIcon title={format(catalogAlert)} />}
        {listMessage.message !== undefined && <Alert id={listMessage.messageId} type="error" showIcon title={listMessage.message} />}
        {keys.map((key, index) => (
          <TierRow key={key} tierKey={key} number={index + 1} onChooseBonus={setChoosingFor} onDelete={deleteLastTier} />
        ))}
        <Button {...listMessage.addButtonProps} onClick={addTier}>
          <FormattedMessage {...messages.addTier} />
        </Button>
      </Flex>
      <BonusPicker
        open={choosingFor !== null}
        tierType={choosingType}
        onChoose={(bonus) => {
          if (choosingFor !== null) dispatch(tierBonusChosen({ key: choosingFor, bonus }));
          setChoosingFor(null);
        }}
        onClose={() => setChoosingFor(null)}
      />
    </FormSection>
  );
}
