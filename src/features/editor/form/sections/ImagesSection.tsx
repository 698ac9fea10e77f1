import { Typography } from 'antd';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useAppSelector } from '../../../../app/hooks';
import { defineMessages } from '../../../../i18n/defineMessages';
import type { MessageDescriptor } from '../../../../i18n/text';
import { selectImageStatus } from '../../editorSelectors';
import { IMAGE_FIELDS, type ImageField, type ImageStatus } from '../../editorState';
import { EditorTextInput } from '../FieldControls';
import { FormSection } from '../FormSection';

const messages = defineMessages({
  title: { id: 'editor.images.title', defaultMessage: 'Images' },
  notSet: { id: 'editor.images.notSet', defaultMessage: 'not set' },
  loading: { id: 'editor.images.loading', defaultMessage: 'loading...' },
  accessible: { id: 'editor.images.accessible', defaultMessage: 'accessible' },
  notAccessible: { id: 'editor.images.notAccessible', defaultMessage: 'not accessible' },
});

/** Each image check's status as shown: its words carry it, the colour of its outcome only adds to them. */
const STATUSES: Record<ImageStatus, { text: MessageDescriptor; type: 'secondary' | 'success' | 'danger' | undefined }> = {
  'not set': { text: messages.notSet, type: 'secondary' },
  'loading...': { text: messages.loading, type: undefined },
  accessible: { text: messages.accessible, type: 'success' },
  'not accessible': { text: messages.notAccessible, type: 'danger' },
};

/**
 * The status under its field, which it describes (EditorTextInput's aria-describedby). While the person is at the
 * field (`live`) it is a polite live region, so the outcome of the check their typing started is read out; checks
 * that run as a tournament opens are not, three fields at once: the status is read with its field when reached.
 */
function ImageStatusText({ field, live }: { field: ImageField; live: boolean }) {
  const status = useAppSelector((state) => selectImageStatus(state, field));
  return (
    <Typography.Text type={STATUSES[status].type} data-testid={`${field}-status`} aria-live={live ? 'polite' : 'off'}>
      <FormattedMessage {...STATUSES[status].text} />
    </Typography.Text>
  );
}

function ImageUrlField({ field }: { field: ImageField }) {
  const [atField, setAtField] = useState(false);
  return (
    // Focus and blur bubble up from the input.
    <div onFocus={() => setAtField(true)} onBlur={() => setAtField(false)}>
      <EditorTextInput field={field} type="url" extra={<ImageStatusText field={field} live={atField} />} />
    </div>
  );
}

/** Image URLs, each with whether the browser can load it (checked by the editor's saga after typing stops). */
export function ImagesSection() {
  return (
    <FormSection title={<FormattedMessage {...messages.title} />}>
      {IMAGE_FIELDS.map((field) => (
        <ImageUrlField key={field} field={field} />
      ))}
    </FormSection>
  );
}
