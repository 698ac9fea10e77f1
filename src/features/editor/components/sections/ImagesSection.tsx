import { Card, Typography } from 'antd';
import { FormattedMessage } from 'react-intl';
import { useAppSelector } from '../../../../app/hooks';
import { defineMessages } from '../../../../i18n/defineMessages';
import type { MessageDescriptor } from '../../../../i18n/text';
import { selectImageStatus } from '../../editorSelectors';
import { IMAGE_FIELDS, type ImageField, type ImageStatus } from '../../editorSlice';
import { EditorTextInput } from '../FieldControls';

const messages = defineMessages({
  title: { id: 'editor.images.title', defaultMessage: 'Images' },
  notSet: { id: 'editor.images.notSet', defaultMessage: 'not set' },
  loading: { id: 'editor.images.loading', defaultMessage: 'loading...' },
  accessible: { id: 'editor.images.accessible', defaultMessage: 'accessible' },
  notAccessible: { id: 'editor.images.notAccessible', defaultMessage: 'not accessible' },
});

/** Each image check's status as shown, in the colour of its outcome. */
const STATUSES: Record<ImageStatus, { text: MessageDescriptor; type: 'secondary' | 'success' | 'danger' | undefined }> = {
  'not set': { text: messages.notSet, type: 'secondary' },
  'loading...': { text: messages.loading, type: undefined },
  accessible: { text: messages.accessible, type: 'success' },
  'not accessible': { text: messages.notAccessible, type: 'danger' },
};

function ImageStatusText({ field }: { field: ImageField }) {
  const status = useAppSelector((state) => selectImageStatus(state, field));
  return (
    <Typography.Text type={STATUSES[status].type} data-testid={`${field}-status`}>
      <FormattedMessage {...STATUSES[status].text} />
    </Typography.Text>
  );
}

/** Image URLs, each with whether the browser can load it (checked by the editor's saga after typing stops). */
export function ImagesSection() {
  return (
    <Card title={<FormattedMessage {...messages.title} />} size="small">
      {IMAGE_FIELDS.map((field) => (
        <EditorTextInput key={field} field={field} type="url" extra={<ImageStatusText field={field} />} />
      ))}
    </Card>
  );
}
