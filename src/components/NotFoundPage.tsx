import { Button, Result } from 'antd';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { defineMessages } from '../i18n/defineMessages';
import { useDocumentTitle } from './useDocumentTitle';
import { paths } from '../lib/paths';

const messages = defineMessages({
  title: { id: 'components.notFound.title', defaultMessage: 'Page not found' },
  text: { id: 'components.notFound.text', defaultMessage: 'There is no page at this address.' },
  back: { id: 'components.notFound.back', defaultMessage: 'Back to running tournaments' },
});

export default function NotFoundPage() {
  const intl = useIntl();
  const title = intl.formatMessage(messages.title);
  useDocumentTitle(title);
  return (
    <Result
      status="404"
      title={<h1>{title}</h1>}
      subTitle={intl.formatMessage(messages.text)}
      extra={
        <Link to={paths.running.link({})}>
          <Button type="primary">{intl.formatMessage(messages.back)}</Button>
        </Link>
      }
    />
  );
}
