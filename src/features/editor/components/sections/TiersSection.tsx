import { Alert, Button, Card, Flex } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { BonusPicker } from '../../../bonuses/components/BonusPicker';
import { selectBonusCatalogAlert } from '../../../bonuses/bonusesSelectors';
import { catalogRequested } from '../../../bonuses/bonusesSlice';
import { selectTierKeys } from '../../editorSelectors';
import { lastTierRemoved, tierAdded, tierBonusChosen } from '../../editorSlice';
import { useFieldError } from '../useFieldError';
import { TierRow } from './TierRow';

/** The prizes by rank; the bonus picker fills the tier whose 'Choose bonus' opened it. */
export function TiersSection() {
  const dispatch = useAppDispatch();
  const keys = useAppSelector(selectTierKeys);
  const catalogAlert = useAppSelector(selectBonusCatalogAlert);
  const listError = useFieldError('tiers');
  // Which tier the open picker is for: a modal's UI state, never part of the tournament.
  const [choosingFor, setChoosingFor] = useState<string | null>(null);
  const deleteLastTier = useCallback(() => dispatch(lastTierRemoved()), [dispatch]);
  useEffect(() => {
    dispatch(catalogRequested());
  }, [dispatch]);
  return (
    <Card title="Tiers" size="small">
      <Flex vertical gap="middle">
        {catalogAlert !== null && <Alert type="error" showIcon title={catalogAlert} />}
        {listError !== undefined && <Alert type="error" showIcon title={listError} />}
        {keys.map((key, index) => (
          <TierRow key={key} tierKey={key} number={index + 1} onChooseBonus={setChoosingFor} onDelete={deleteLastTier} />
        ))}
        <Button onClick={() => dispatch(tierAdded())}>Add tier</Button>
      </Flex>
      <BonusPicker
        open={choosingFor !== null}
        onChoose={(bonus) => {
          if (choosingFor !== null) dispatch(tierBonusChosen({ key: choosingFor, bonus }));
          setChoosingFor(null);
        }}
        onClose={() => setChoosingFor(null)}
      />
    </Card>
  );
}
