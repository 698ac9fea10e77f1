import { Form } from 'antd';
import type { ReactNode } from 'react';
import type { Text } from '../../../i18n/text';
import { useFormatText } from '../../../i18n/useFormatText';
import { useFieldError } from './useFieldError';

export interface EditorFieldProps {
  label: Text;
  /** The id of the control inside, so the label names it. */
  id: string;
  /** The domain's field path (`tiers[0].rank_max`) whose first validation message shows under the control; none for a field without rules. */
  path?: string;
  /** Shown under the control, with the id `extraIdOf(id)` for the control's aria-describedby. */
  extra?: ReactNode;
  children: ReactNode;
}

/** The id of a field's extra text (EditorField's `extra`), which describes its control. */
export const extraIdOf = (id: string) => `${id}-extra`;

/** A labelled form row that shows its field's validation message. */
export function EditorField({ label, id, path, extra, children }: EditorFieldProps) {
  const error = useFieldError(path);
  const format = useFormatText();
  return (
    <Form.Item label={format(label)} htmlFor={id} extra={extra === undefined ? undefined : <span id={extraIdOf(id)}>{extra}</span>} validateStatus={error === undefined ? undefined : 'error'} help={error}>
      {children}
    </Form.Item>
  );
}
