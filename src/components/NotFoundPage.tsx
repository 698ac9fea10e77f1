import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { useDocumentTitle } from './useDocumentTitle';
import { paths } from '../lib/paths';

export default function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <Result
      status="404"
      title="Page not found"
      subTitle="There is no page at this address."
      extra={
        <Link to={paths.running.link({})}>
          <Button type="primary">Back to running tournaments</Button>
        </Link>
      }
    />
  );
}
