import { Result } from 'antd';
import { useDocumentTitle } from '../../components/useDocumentTitle';

/** What a user who is not authenticated sees instead of the app (spec §1, §6). */
export default function Unauthorized({ reason }: { reason: string | null }) {
  useDocumentTitle('401 Unauthorized');
  return <Result status="403" title="401 Unauthorized" subTitle={reason ?? undefined} />;
}
