import { Button, Flex, InputNumber, Radio } from 'antd';
import { memo, useCallback, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { PLATFORMS, type Platform } from '../../../../domain/tournament';
import { defineMessages } from '../../../../i18n/defineMessages';
import type { MessageDescriptor } from '../../../../i18n/text';
import { selectConditionByKey } from '../../editorSelectors';
import { conditionFieldChanged, conditionGamesChanged, conditionRemoved } from '../../editorSlice';
import { conditionPath } from '../../copy/fieldPaths';
import type { StakeField } from '../../copy/rowEdits';
import { EditorField } from '../EditorField';
import { SmallHeading } from '../../../../components/SmallHeading';
import { GamePicker, SelectedGamesStrip } from '../../../games/ui';

const messages = defineMessages({
  condition: { id: 'editor.conditions.condition', defaultMessage: 'Condition {number}' },
  platform: { id: 'editor.conditions.platform', defaultMessage: 'Platform' },
  both: { id: 'editor.conditions.platformBoth', defaultMessage: 'Both' },
  desktop: { id: 'editor.conditions.platformDesktop', defaultMessage: 'Desktop' },
  mobile: { id: 'editor.conditions.platformMobile', defaultMessage: 'Mobile' },
  minStake: { id: 'editor.conditions.minStake', defaultMessage: 'Min stake' },
  maxStake: { id: 'editor.conditions.maxStake', defaultMessage: 'Max stake' },
  contribution: { id: 'editor.conditions.contribution', defaultMessage: 'Contribution' },
  games: { id: 'editor.conditions.games', defaultMessage: 'Games' },
  viewGames: { id: 'editor.conditions.viewGames', defaultMessage: 'View games' },
  chooseGames: { id: 'editor.conditions.chooseGames', defaultMessage: 'Choose games' },
  remove: { id: 'editor.conditions.remove', defaultMessage: 'Remove condition' },
});

const STAKE_FIELDS: { field: StakeField; label: MessageDescriptor }[] = [
  { field: 'min_stake', label: messages.minStake },
  { field: 'max_stake', label: messages.maxStake },
  { field: 'contribution', label: messages.contribution },
];

const PLATFORM_LABELS: Record<Platform, MessageDescriptor> = { both: messages.both, desktop: messages.desktop, mobile: messages.mobile };

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
  const intl = useIntl();
  const platformOptions = useMemo(() => PLATFORMS.map((platform) => ({ value: platform, label: intl.formatMessage(PLATFORM_LABELS[platform]) })), [intl]);
  const condition = useAppSelector((state) => selectConditionByKey(state, conditionKey));
  const [picking, setPicking] = useState(false);
  const setGames = useCallback((gameIds: number[]) => dispatch(conditionGamesChanged({ key: conditionKey, gameIds })), [dispatch, conditionKey]);
  const gamesAction = intl.formatMessage(readOnly ? messages.viewGames : messages.chooseGames);
  if (!condition) return null;
  // The validation names conditions by index: the rows' order is the list's order.
  const path = (field: string) => conditionPath(String(number - 1), field);
  const id = (field: string) => `condition_${conditionKey}_${field}`;
  return (
    <section aria-label={intl.formatMessage(messages.condition, { number })} className="tournament-form__row">
      <SmallHeading level={3}>
        <FormattedMessage {...messages.condition} values={{ number }} />
      </SmallHeading>
      <EditorField label={messages.platform} id={id('platform')} path={path('platform')}>
        {(control) => (
          <Radio.Group
            {...control}
            // The field's label points at the group's div, which a label cannot name.
            aria-label={intl.formatMessage(messages.platform)}
            options={platformOptions}
            value={condition.platform}
            onChange={(event) => dispatch(conditionFieldChanged({ key: conditionKey, field: 'platform', value: event.target.value as typeof condition.platform }))}
          />
        )}
      </EditorField>
      <Flex gap="small" wrap align="start">
        {STAKE_FIELDS.map(({ field, label }) => (
          <EditorField key={field} label={label} id={id(field)} path={path(field)}>
            {(control) => <InputNumber {...control} min={0} value={condition[field]} onChange={(value) => dispatch(conditionFieldChanged({ key: conditionKey, field, value }))} />}
          </EditorField>
        ))}
      </Flex>
      <EditorField label={messages.games} id={id('games')} path={path('casino_game_ids')}>
        {(control) => (
          <Flex vertical gap="small">
            <SelectedGamesStrip ids={condition.casino_game_ids} readOnly={readOnly} onReorder={setGames} />
            {/* Named by its own text: the field label 'Games' would otherwise name it for screen readers. */}
            <Button {...control} aria-label={gamesAction} disabled={false} onClick={() => setPicking(true)}>
              {gamesAction}
            </Button>
          </Flex>
        )}
      </EditorField>
      <Button danger onClick={() => dispatch(conditionRemoved(conditionKey))}>
        <FormattedMessage {...messages.remove} />
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
