import { Button, Flex, InputNumber, Radio, Typography } from 'antd';
import { memo, useCallback, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { PLATFORMS } from '../../../../domain/tournament';
import { GamePicker } from '../../../games/components/GamePicker';
import { SelectedGamesStrip } from '../../../games/components/SelectedGamesStrip';
import { selectConditionByKey } from '../../editorSelectors';
import { conditionFieldChanged, conditionGamesChanged, conditionRemoved } from '../../editorSlice';
import { conditionPath } from '../../fieldPaths';
import type { StakeField } from '../../rowEdits';
import { EditorField } from '../EditorField';

const STAKE_FIELDS: { field: StakeField; label: string }[] = [
  { field: 'min_stake', label: 'Min stake' },
  { field: 'max_stake', label: 'Max stake' },
  { field: 'contribution', label: 'Contribution' },
];

const platformOptions = PLATFORMS.map((platform) => ({ value: platform, label: platform[0].toUpperCase() + platform.slice(1) }));

export interface ConditionRowProps {
  conditionKey: string;
  /** The row's place, 1-based. */
  number: number;
  readOnly: boolean;
}

/**
 * One wagering condition: where and how much a bet counts, and on which games (chosen in the game picker).
 * Memoized: it selects its own condition, so edits elsewhere in the form leave its games strip alone.
 */
export const ConditionRow = memo(function ConditionRow({ conditionKey, number, readOnly }: ConditionRowProps) {
  const dispatch = useAppDispatch();
  const condition = useAppSelector((state) => selectConditionByKey(state, conditionKey));
  const [picking, setPicking] = useState(false);
  const setGames = useCallback((gameIds: number[]) => dispatch(conditionGamesChanged({ key: conditionKey, gameIds })), [dispatch, conditionKey]);
  const gamesAction = readOnly ? 'View games' : 'Choose games';
  if (!condition) return null;
  // The validation names conditions by index: the rows' order is the list's order.
  const path = (field: string) => conditionPath(String(number - 1), field);
  const id = (field: string) => `condition_${conditionKey}_${field}`;
  return (
    <section aria-label={`Condition ${number}`} className="tournament-form__row">
      <Typography.Title level={5}>Condition {number}</Typography.Title>
      <EditorField label="Platform" id={id('platform')} path={path('platform')}>
        <Radio.Group
          id={id('platform')}
          options={platformOptions}
          value={condition.platform}
          onChange={(event) => dispatch(conditionFieldChanged({ key: conditionKey, field: 'platform', value: event.target.value as typeof condition.platform }))}
        />
      </EditorField>
      <Flex gap="small" wrap align="start">
        {STAKE_FIELDS.map(({ field, label }) => (
          <EditorField key={field} label={label} id={id(field)} path={path(field)}>
            <InputNumber id={id(field)} min={0} value={condition[field]} onChange={(value) => dispatch(conditionFieldChanged({ key: conditionKey, field, value }))} />
          </EditorField>
        ))}
      </Flex>
      <EditorField label="Games" id={id('games')} path={path('casino_game_ids')}>
        <Flex vertical gap="small">
          <SelectedGamesStrip ids={condition.casino_game_ids} readOnly={readOnly} onReorder={setGames} />
          {/* Named by its own text: the field label 'Games' would otherwise name it for screen readers. */}
          <Button id={id('games')} aria-label={gamesAction} disabled={false} onClick={() => setPicking(true)}>
            {gamesAction}
          </Button>
        </Flex>
      </EditorField>
      <Button danger onClick={() => dispatch(conditionRemoved(conditionKey))}>
        Remove condition
      </Button>
      <GamePicker
        open={picking}
        selectedIds={condition.casino_game_ids}
        readOnly={readOnly}
        onSave={(ids) => {
          setGames(ids);
          setPicking(false);
        }}
        onClose={() => setPicking(false)}
      />
    </section>
  );
});
