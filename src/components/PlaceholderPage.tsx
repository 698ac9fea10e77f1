import { Typography } from 'antd';
import { useDocumentTitle } from './useDocumentTitle';

/** A page's title alone, standing in until the page's screen is built. */
export function PlaceholderPage({ title }: { title: string }) {
  useDocumentTitle(title);
  return <Typography.Title level={2}>{title}</Typography.Title>;
}
