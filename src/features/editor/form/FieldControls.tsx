/**
 * Form controls bound to one field of the working copy each: a control selects its own value
 * (useEditorField), so typing in one re-renders that control only.
 */
import { Input, InputNumber, Select } from 'antd';
import type { ReactNode } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { TOURNAMENT_TEXT_MAX_LENGTH } from '../../../domain/inputLimits';
import { TOURNAMENT_FIELD_LABELS } from '../../../domain/tournamentFieldLabels';
import type { MessageDescriptor } from '../../../i18n/text';
import { fieldChanged } from '../editorSlice';
import type { FieldChange, NumberField } from '../copy/fieldEdits';
import type { TournamentScalars } from '../copy/workingCopy';
import { EditorField } from './EditorField';
import { useEditorField } from './useEditorField';

type Scalar = keyof TournamentScalars;
type FieldsOf<Value> = { [Field in Scalar]: TournamentScalars[Field] extends Value ? Field : never }[Scalar];
type TextField = FieldsOf<string | null>;
type SelectField = 'score_driver' | 'win_criteria' | 'opt_in_condition';

/** The API's limit for each text field: the input stops there instead of the save failing. */
const textMaxLength: Partial<Record<TextField, number>> = TOURNAMENT_TEXT_MAX_LENGTH;

export interface EditorTextInputProps {
  field: TextField;
  /** The form's label of the field (TOURNAMENT_FIELD_LABELS) unless given. */
  label?: MessageDescriptor;
  type?: 'url';
  /** A multi-line text of that many rows. */
  rows?: number;
  /** An emptied text is null (the prize texts: no prize), not ''. */
  emptyIsNull?: boolean;
  /** A text under the input that describes it (read with it by screen readers). */
  extra?: ReactNode;
}

export function EditorTextInput({ field, label = TOURNAMENT_FIELD_LABELS[field], type, rows, emptyIsNull = false, extra }: EditorTextInputProps) {
  const dispatch = useAppDispatch();
  const value = useEditorField(field);
  const props = {
    maxLength: textMaxLength[field],
    value: value ?? '',
    onChange: ({ target }: { target: { value: string } }) =>
      // TypeScript cannot pair a union of fields with its values; only the prize texts (emptyIsNull) take null.
      dispatch(fieldChanged({ field, value: emptyIsNull && target.value === '' ? null : target.value } as FieldChange)),
  };
  return (
    <EditorField label={label} id={field} path={field} extra={extra}>
      {(control) => (rows === undefined ? <Input type={type} {...control} {...props} /> : <Input.TextArea rows={rows} {...control} {...props} />)}
    </EditorField>
  );
}

export interface EditorNumberInputProps {
  field: NumberField;
  /** The form's label of the field (TOURNAMENT_FIELD_LABELS) unless given. */
  label?: MessageDescriptor;
  min?: number;
  max?: number;
  precision?: number;
}

export function EditorNumberInput({ field, label = TOURNAMENT_FIELD_LABELS[field], min, max, precision }: EditorNumberInputProps) {
  const dispatch = useAppDispatch();
  const value = useEditorField(field);
  return (
    <EditorField label={label} id={field} path={field}>
      {(control) => <InputNumber {...control} min={min} max={max} precision={precision} value={value} onChange={(next) => dispatch(fieldChanged({ field, value: next }))} />}
    </EditorField>
  );
}

export interface EditorSelectProps<Field extends SelectField> {
  field: Field;
  /** The form's label of the field (TOURNAMENT_FIELD_LABELS) unless given. */
  label?: MessageDescriptor;
  options: { value: NonNullable<TournamentScalars[Field]>; label: string }[];
}

export function EditorSelect<Field extends SelectField>({ field, label = TOURNAMENT_FIELD_LABELS[field], options }: EditorSelectProps<Field>) {
  const dispatch = useAppDispatch();
  const value = useEditorField(field);
  return (
    <EditorField label={label} id={field} path={field}>
      {/* The value is one of this field's options; the cast pairs the two for TypeScript. */}
      {(control) => <Select {...control} options={options} value={value} onChange={(next) => dispatch(fieldChanged({ field, value: next } as FieldChange))} />}
    </EditorField>
  );
}
