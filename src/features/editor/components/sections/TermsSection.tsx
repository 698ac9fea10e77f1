import { Card, Input, Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { useAppDispatch } from '../../../../app/hooks';
import { fieldChanged } from '../../editorSlice';
import { EditorField } from '../EditorField';
import { useEditorFields } from '../useEditorFields';

const RichTextEditor = lazy(() => import('../RichTextEditor'));

/**
 * The terms URL and the terms text. The text stays editable whatever the URL, so it is never lost by
 * typing a URL; the hint says when it is shown.
 */
export function TermsSection({ readOnly }: { readOnly: boolean }) {
  const dispatch = useAppDispatch();
  const fields = useEditorFields();
  return (
    <Card title="Terms and conditions" size="small">
      <EditorField label="Terms and conditions URL" id="terms_and_conditions" path="terms_and_conditions">
        <Input
          id="terms_and_conditions"
          type="url"
          value={fields.terms_and_conditions}
          onChange={(event) => dispatch(fieldChanged({ field: 'terms_and_conditions', value: event.target.value }))}
        />
      </EditorField>
      <EditorField
        label="Terms and conditions text"
        id="terms_and_conditions_text"
        path="terms_and_conditions_text"
        extra="Shown to players when the terms and conditions URL is empty."
      >
        <Suspense fallback={<Spin />}>
          <RichTextEditor
            id="terms_and_conditions_text"
            value={fields.terms_and_conditions_text}
            readOnly={readOnly}
            onChange={(html) => dispatch(fieldChanged({ field: 'terms_and_conditions_text', value: html }))}
          />
        </Suspense>
      </EditorField>
    </Card>
  );
}
