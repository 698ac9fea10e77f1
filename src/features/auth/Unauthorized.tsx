import { Result } from 'antd';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { defineMessages } from '../../i18n/defineMessages';
import type { Text } from '../../i18n/text';
import { useFormatText } from '../../i18n/useFormatText';

const messages = defineMessages({
  title: { id: 'auth.unauthorized.title', defaultMessage: '401 Unauthorized' },
});

/** What a user who is not authenticated sees instead of the app (spec §1, §6). */
export default function Unauthorized({ reason }: { reason: Text | null }) {
  const format = useFormatText();
  const title = format(messages.title);
  useDocumentTitle(title);
  return <Result status="403" title={<h1>{title}</h1>} subTitle={reason === null ? undefined : format(reason)} />;
}
