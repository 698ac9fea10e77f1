import { Card, Input, Typography } from 'antd';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { selectImageStatus } from '../../editorSelectors';
import { fieldChanged, IMAGE_FIELDS, type ImageField, type ImageStatus } from '../../editorSlice';
import { EditorField } from '../EditorField';
import { useEditorFields } from '../useEditorFields';

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
  const dispatch = useAppDispatch();
  const fields = useEditorFields();
  return (
    <Card title="Images" size="small">
      {IMAGE_FIELDS.map((field) => (
        <EditorField key={field} label={IMAGE_LABELS[field]} id={field} path={field} extra={<ImageStatusText field={field} />}>
          <Input id={field} type="url" value={fields[field]} onChange={(event) => dispatch(fieldChanged({ field, value: event.target.value }))} />
        </EditorField>
      ))}
    </Card>
  );
}
