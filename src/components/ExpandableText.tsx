import { Button } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { defineMessages } from '../i18n/defineMessages';

const messages = defineMessages({
  more: { id: 'components.expandableText.more', defaultMessage: 'more' },
  less: { id: 'components.expandableText.less', defaultMessage: 'less' },
});

export interface ExpandableTextProps {
  text: string;
  /** Characters shown before 'more'. */
  shownLength: number;
}

/**
 * A text cut to `shownLength` characters with '…', the whole of it on hover (title) and behind a 'more'
 * button (keyboard and touch have no hover); a short text is shown whole.
 */
export function ExpandableText({ text, shownLength }: ExpandableTextProps) {
  const [expanded, setExpanded] = useState(false);
  const intl = useIntl();
  if (text.length <= shownLength) return <span>{text}</span>;
  return (
    <span title={text}>
      {expanded ? text : `${text.slice(0, shownLength).trimEnd()}…`}{' '}
      <Button type="link" size="small" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
        {intl.formatMessage(expanded ? messages.less : messages.more)}
      </Button>
    </span>
  );
}
