import { Card, Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { useAppDispatch } from '../../../../app/hooks';
import { fieldChanged } from '../../editorSlice';
import { EditorField } from '../EditorField';
import { EditorTextInput } from '../FieldControls';
import { useEditorField } from '../useEditorField';

const RichTextEditor = lazy(() => import('../RichTextEditor'));

function TermsTextEditor({ readOnly }: { readOnly: boolean }) {
  const dispatch = useAppDispatch();
  const text = useEditorField('terms_and_conditions_text');
  return (
    <Suspense fallback={<Spin />}>
      <RichTextEditor
        id="terms_and_conditions_text"
        value={text}
        readOnly={readOnly}
        onChange={(html) => dispatch(fieldChanged({ field: 'terms_and_conditions_text', value: html }))}
      />
    </Suspense>
  );
}

/**
 * The terms URL and the terms text. The text stays editable whatever the URL, so it is never lost by
 * typing a URL; the hint says when it is shown.
 */
export function TermsSection({ readOnly }: { readOnly: boolean }) {
  return (
    <Card title="Terms and conditions" size="small">
      <EditorTextInput field="terms_and_conditions" label="Terms and conditions URL" type="url" />
      <EditorField
        label="Terms and conditions text"
        id="terms_and_conditions_text"
        path="terms_and_conditions_text"
        extra="Shown to players when the terms and conditions URL is empty."
      >
        <TermsTextEditor readOnly={readOnly} />
      </EditorField>
    </Card>
  );
}
