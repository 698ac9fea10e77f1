import { Form } from 'antd';
import type { ReactNode } from 'react';

/** What a field's control spreads onto the element a screen reader is on: its id, its description, whether it is invalid. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

export interface FormFieldProps {
  label: ReactNode;
  /** The control's id, so the label names it; the message's and the extra text's ids are made from it. */
  id: string;
  /** The validation message shown under the control, in words; none while the value is valid. */
  error?: string;
  /** What the field wants, shown in the message's place while there is no message. */
  hint?: string;
  /** A text under the control that describes it, read with it. */
  extra?: ReactNode;
  /** The control, given the props that tie it to its label, message and extra text. */
  children: (control: FieldControlProps) => ReactNode;
}

const messageIdOf = (id: string) => `${id}-message`;
const extraIdOf = (id: string) => `${id}-extra`;

/**
 * A labelled form row whose validation message (or hint) and extra text describe its control (aria-describedby) and whose
 * control is invalid (aria-invalid) while the message shows. antd's Form.Item does this only for a field with a
 * `name`, bound to antd's own form store; here the values live in the Redux store, so the row hands the props to
 * its control instead, which puts them on whatever element a screen reader is on.
 */
export function FormField({ label, id, error, hint, extra, children }: FormFieldProps) {
  const message = error ?? hint;
  const describedBy = [message === undefined ? undefined : messageIdOf(id), extra === undefined ? undefined : extraIdOf(id)].filter((part) => part !== undefined);
  return (
    <Form.Item
      label={label}
      htmlFor={id}
      extra={extra === undefined ? undefined : <span id={extraIdOf(id)}>{extra}</span>}
      validateStatus={error === undefined ? undefined : 'error'}
      help={message === undefined ? undefined : <span id={messageIdOf(id)}>{message}</span>}
    >
      {children({ id, 'aria-describedby': describedBy.length === 0 ? undefined : describedBy.join(' '), 'aria-invalid': error === undefined ? undefined : true })}
    </Form.Item>
  );
}
