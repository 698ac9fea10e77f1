import { FormattedMessage } from 'react-intl';
import { OPT_IN_CONDITION_LABELS, ScoreDriver, SCORE_DRIVER_LABELS, WIN_CRITERIA_LABELS, type OptInCondition, type WinCriteria } from '../../../../domain/enums';
import { LEADERBOARD_SIZE_MAX } from '../../../../domain/inputLimits';
import { defineMessages } from '../../../../i18n/defineMessages';
import { useEnumOptions } from '../enumOptions';
import { EditorNumberInput, EditorSelect, EditorTextInput } from '../FieldControls';
import { useEditorField } from '../useEditorField';
import { FormSection } from '../FormSection';

const messages = defineMessages({
  title: { id: 'editor.general.title', defaultMessage: 'General' },
});

/** Title and slug, and what the tournament scores and who takes part. */
export function GeneralSection() {
  // The driver alone: the section re-renders when win criteria come or go, not on every keystroke.
  const driver = useEditorField('score_driver');
  const scoreDriverOptions = useEnumOptions<ScoreDriver>(SCORE_DRIVER_LABELS);
  const winCriteriaOptions = useEnumOptions<WinCriteria>(WIN_CRITERIA_LABELS);
  const optInOptions = useEnumOptions<OptInCondition>(OPT_IN_CONDITION_LABELS);
  return (
    <FormSection title={<FormattedMessage {...messages.title} />}>
      <EditorTextInput field="title" />
      <EditorTextInput field="slug" />
      <EditorSelect field="score_driver" options={scoreDriverOptions} />
      {driver === ScoreDriver.GamingTransactions && <EditorSelect field="win_criteria" options={winCriteriaOptions} />}
      <EditorSelect field="opt_in_condition" options={optInOptions} />
      <EditorNumberInput field="leaderboard_size" min={1} max={LEADERBOARD_SIZE_MAX} precision={0} />
    </FormSection>
  );
}
