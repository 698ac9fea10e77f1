import { Form } from 'antd';
import type { ReactNode } from 'react';
import { useFieldError } from './useFieldError';

export interface EditorFieldProps {
  label: ReactNode;
  /** The id of the control inside, so the label names it. */
  id: string;
  /** The domain's field path (`tiers[0].rank_max`) whose first validation message shows under the control; none for a field without rules. */
  path?: string;
  extra?: ReactNode;
  children: ReactNode;
}

/** A labelled form row that shows its field's validation message. */
export function EditorField({ label, id, path, extra, children }: EditorFieldProps) {
  const error = useFieldError(path);
  return (
    <Form.Item label={label} htmlFor={id} extra={extra} validateStatus={error === undefined ? undefined : 'error'} help={error}>
      {children}
    </Form.Item>
  );
}
