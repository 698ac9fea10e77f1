import { Card, Input, InputNumber, Select } from 'antd';
import { useAppDispatch } from '../../../../app/hooks';
import { OPT_IN_CONDITION_LABELS, ScoreDriver, SCORE_DRIVER_LABELS, WIN_CRITERIA_LABELS, type OptInCondition, type WinCriteria } from '../../../../domain/enums';
import { fieldChanged } from '../../editorSlice';
import { EditorField } from '../EditorField';
import { enumOptions } from '../enumOptions';
import { useEditorFields } from '../useEditorFields';

const scoreDriverOptions = enumOptions<ScoreDriver>(SCORE_DRIVER_LABELS);
const winCriteriaOptions = enumOptions<WinCriteria>(WIN_CRITERIA_LABELS);
const optInOptions = enumOptions<OptInCondition>(OPT_IN_CONDITION_LABELS);

/** Title and slug, and what the tournament scores and who takes part. */
export function GeneralSection() {
  const dispatch = useAppDispatch();
  const fields = useEditorFields();
  return (
    <Card title="General" size="small">
      <EditorField label="Title" id="title" path="title">
        <Input id="title" value={fields.title} onChange={(event) => dispatch(fieldChanged({ field: 'title', value: event.target.value }))} />
      </EditorField>
      <EditorField label="Slug" id="slug" path="slug">
        <Input id="slug" value={fields.slug} onChange={(event) => dispatch(fieldChanged({ field: 'slug', value: event.target.value }))} />
      </EditorField>
      <EditorField label="Score driver" id="score_driver" path="score_driver">
        <Select
          id="score_driver"
          options={scoreDriverOptions}
          value={fields.score_driver}
          onChange={(value) => dispatch(fieldChanged({ field: 'score_driver', value }))}
        />
      </EditorField>
      {fields.score_driver === ScoreDriver.GamingTransactions && (
        <EditorField label="Win criteria" id="win_criteria" path="win_criteria">
          <Select
            id="win_criteria"
            options={winCriteriaOptions}
            value={fields.win_criteria}
            onChange={(value) => dispatch(fieldChanged({ field: 'win_criteria', value }))}
          />
        </EditorField>
      )}
      <EditorField label="Opt-in condition" id="opt_in_condition" path="opt_in_condition">
        <Select
          id="opt_in_condition"
          options={optInOptions}
          value={fields.opt_in_condition}
          onChange={(value) => dispatch(fieldChanged({ field: 'opt_in_condition', value }))}
        />
      </EditorField>
      <EditorField label="Leaderboard size" id="leaderboard_size" path="leaderboard_size">
        <InputNumber
          id="leaderboard_size"
          min={1}
          precision={0}
          value={fields.leaderboard_size}
          onChange={(value) => dispatch(fieldChanged({ field: 'leaderboard_size', value }))}
        />
      </EditorField>
    </Card>
  );
}
