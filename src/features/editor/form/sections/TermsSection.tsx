import { Spin } from 'antd';
import { lazy, Suspense, useMemo, type CSSProperties } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch } from '../../../../app/hooks';
import type { FieldControlProps } from '../../../../components/FormField';
import { TOURNAMENT_FIELD_LABELS } from '../../../../domain/tournamentFieldLabels';
import { defineMessages } from '../../../../i18n/defineMessages';
import type { MessageDescriptor } from '../../../../i18n/text';
import { useFormatText } from '../../../../i18n/useFormatText';
import { fieldChanged } from '../../editorSlice';
import { editorMessages } from '../../messages';
import { EditorField } from '../EditorField';
import { EditorTextInput } from '../FieldControls';
import { richTextMessages } from '../richTextMessages';
import { useEditorField } from '../useEditorField';
import { FormSection } from '../FormSection';

const RichTextEditor = lazy(() => import('../RichTextEditor'));

const messages = defineMessages({
  title: { id: 'editor.terms.title', defaultMessage: 'Terms and conditions' },
  textHint: { id: 'editor.terms.textHint', defaultMessage: 'Shown to players when the terms and conditions URL is empty.' },
});

/** Quill's own words, which its stylesheet writes, by the CSS variable tournamentForm.css shows instead. */
const QUILL_WORDS: Record<string, MessageDescriptor> = {
  '--rich-text-normal': richTextMessages.normal,
  '--rich-text-heading-1': richTextMessages.heading1,
  '--rich-text-heading-2': richTextMessages.heading2,
  '--rich-text-heading-3': richTextMessages.heading3,
  '--rich-text-visit-url': richTextMessages.visitUrl,
  '--rich-text-enter-link': richTextMessages.enterLink,
  '--rich-text-edit': richTextMessages.edit,
  '--rich-text-save': editorMessages.save,
  '--rich-text-remove': editorMessages.remove,
};

/** The words as CSS custom properties, each a CSS string ("..."). */
function useQuillWords(): CSSProperties {
  const intl = useIntl();
  return useMemo(
    () => Object.fromEntries(Object.entries(QUILL_WORDS).map(([property, message]) => [property, JSON.stringify(intl.formatMessage(message))])) as CSSProperties,
    [intl],
  );
}

function TermsTextEditor({ readOnly, control }: { readOnly: boolean; control: FieldControlProps }) {
  const dispatch = useAppDispatch();
  const format = useFormatText();
  const text = useEditorField('terms_and_conditions_text');
  const quillWords = useQuillWords();
  return (
    <div className="tournament-form__rich-text" style={quillWords}>
      <Suspense fallback={<Spin />}>
        <RichTextEditor
          {...control}
          label={format(TOURNAMENT_FIELD_LABELS.terms_and_conditions_text)}
          value={text}
          readOnly={readOnly}
          onChange={(html) => dispatch(fieldChanged({ field: 'terms_and_conditions_text', value: html }))}
        />
      </Suspense>
    </div>
  );
}

/**
 * The terms URL and the terms text. The text stays editable whatever the URL, so it is never lost by
 * typing a URL; the hint says when it is shown.
 */
export function TermsSection({ readOnly }: { readOnly: boolean }) {
  return (
    <FormSection title={<FormattedMessage {...messages.title} />}>
      <EditorTextInput field="terms_and_conditions" type="url" />
      <EditorField
        label={TOURNAMENT_FIELD_LABELS.terms_and_conditions_text}
        id="terms_and_conditions_text"
        path="terms_and_conditions_text"
        extra={<FormattedMessage {...messages.textHint} />}
      >
        {(control) => <TermsTextEditor readOnly={readOnly} control={control} />}
      </EditorField>
    </FormSection>
  );
}
