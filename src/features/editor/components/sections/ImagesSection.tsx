import { Card, Typography } from 'antd';
import { useAppSelector } from '../../../../app/hooks';
import { selectImageStatus } from '../../editorSelectors';
import { IMAGE_FIELDS, type ImageField, type ImageStatus } from '../../editorSlice';
import { EditorTextInput } from '../FieldControls';

const IMAGE_LABELS: Record<ImageField, string> = {
  hero_image_desktop: 'Hero image (desktop)',
  hero_image_mobile: 'Hero image (mobile)',
  list_image: 'List image',
};

const STATUS_TYPES: Record<ImageStatus, 'secondary' | 'success' | 'danger' | undefined> = {
  'not set': 'secondary',
  'loading...': undefined,
  accessible: 'success',
  'not accessible': 'danger',
};

function ImageStatusText({ field }: { field: ImageField }) {
  const status = useAppSelector((state) => selectImageStatus(state, field));
  return (
    <Typography.Text type={STATUS_TYPES[status]} data-testid={`${field}-status`}>
      {status}
    </Typography.Text>
  );
}

/** Image URLs, each with whether the browser can load it (checked by the editor's saga after typing stops). */
export function ImagesSection() {
  return (
    <Card title="Images" size="small">
      {IMAGE_FIELDS.map((field) => (
        <EditorTextInput key={field} field={field} label={IMAGE_LABELS[field]} type="url" extra={<ImageStatusText field={field} />} />
      ))}
    </Card>
  );
}
