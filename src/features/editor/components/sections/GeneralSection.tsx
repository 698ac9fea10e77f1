import { Card } from 'antd';
import { OPT_IN_CONDITION_LABELS, ScoreDriver, SCORE_DRIVER_LABELS, WIN_CRITERIA_LABELS, type OptInCondition, type WinCriteria } from '../../../../domain/enums';
import { LEADERBOARD_SIZE_MAX } from '../../../../domain/inputLimits';
import { useEnumOptions } from '../enumOptions';
import { EditorNumberInput, EditorSelect, EditorTextInput } from '../FieldControls';
import { useEditorField } from '../useEditorField';

/** Title and slug, and what the tournament scores and who takes part. */
export function GeneralSection() {
  // The driver alone: the section re-renders when win criteria come or go, not on every keystroke.
  const driver = useEditorField('score_driver');
  const scoreDriverOptions = useEnumOptions<ScoreDriver>(SCORE_DRIVER_LABELS);
  const winCriteriaOptions = useEnumOptions<WinCriteria>(WIN_CRITERIA_LABELS);
  const optInOptions = useEnumOptions<OptInCondition>(OPT_IN_CONDITION_LABELS);
  return (
    <Card title="General" size="small">
      <EditorTextInput field="title" label="Title" />
      <EditorTextInput field="slug" label="Slug" />
      <EditorSelect field="score_driver" label="Score driver" options={scoreDriverOptions} />
      {driver === ScoreDriver.GamingTransactions && <EditorSelect field="win_criteria" label="Win criteria" options={winCriteriaOptions} />}
      <EditorSelect field="opt_in_condition" label="Opt-in condition" options={optInOptions} />
      <EditorNumberInput field="leaderboard_size" label="Leaderboard size" min={1} max={LEADERBOARD_SIZE_MAX} precision={0} />
    </Card>
  );
}
