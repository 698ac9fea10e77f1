import type { ReactNode } from 'react';
import { FormField, type FieldControlProps } from '../../../components/FormField';
import type { Text } from '../../../i18n/text';
import { useFormatText } from '../../../i18n/useFormatText';
import { useFieldError } from './useFieldError';

export interface EditorFieldProps {
  label: Text;
  /** The id of the control inside, so the label names it. */
  id: string;
  /** The domain's field path (`tiers[0].rank_max`) whose first validation message shows under the control; none for a field without rules. */
  path?: string;
  /** Shown under the control, and describes it. */
  extra?: ReactNode;
  /** The control, given the props that tie it to its label and its message (FormField). */
  children: (control: FieldControlProps) => ReactNode;
}

/** A labelled form row that shows its field's validation message, which describes its control. */
export function EditorField({ label, id, path, extra, children }: EditorFieldProps) {
  const error = useFieldError(path);
  const format = useFormatText();
  return (
    <FormField label={format(label)} id={id} error={error} extra={extra}>
      {children}
    </FormField>
  );
}
