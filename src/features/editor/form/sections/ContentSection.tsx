import { FormattedMessage } from 'react-intl';
import { defineMessages } from '../../../../i18n/defineMessages';
import { EditorTextInput } from '../FieldControls';
import { FormSection } from '../FormSection';

const messages = defineMessages({
  title: { id: 'editor.content.title', defaultMessage: 'Content' },
});

/** The texts players read. */
export function ContentSection() {
  return (
    <FormSection title={<FormattedMessage {...messages.title} />}>
      <EditorTextInput field="short_description" />
      <EditorTextInput field="description" rows={4} />
      <EditorTextInput field="cta_text" />
    </FormSection>
  );
}
