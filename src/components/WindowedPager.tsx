import { Flex, InputNumber } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { defineMessages } from '../i18n/defineMessages';
import { PageButtons, type PageButtonsProps } from './PageButtons';

const messages = defineMessages({
  goToPage: { id: 'components.pager.goToPage', defaultMessage: 'Go to page' },
  goTo: { id: 'components.pager.goTo', defaultMessage: 'Go to' },
});

export interface WindowedPagerProps extends PageButtonsProps {
  /** The navigation landmark's name, e.g. 'Leaderboard pages'. */
  label: string;
  className?: string;
}

/** The page buttons and a box to go to any page: a handful of buttons however many pages there are. */
export function WindowedPager({ label, current, pageCount, margin, onChoose, className }: WindowedPagerProps) {
  const [typed, setTyped] = useState<number | null>(null);
  const intl = useIntl();
  const goToTyped = () => {
    if (typed !== null && typed >= 1 && typed <= pageCount && typed !== current) onChoose(typed);
    setTyped(null);
  };
  return (
    <nav aria-label={label} className={className}>
      <Flex wrap align="center" justify="center" gap="small">
        <PageButtons current={current} pageCount={pageCount} margin={margin} onChoose={onChoose} />
        <InputNumber<number>
          aria-label={intl.formatMessage(messages.goToPage)}
          placeholder={intl.formatMessage(messages.goTo)}
          min={1}
          max={pageCount}
          precision={0}
          value={typed}
          onChange={setTyped}
          onPressEnter={goToTyped}
          style={{ width: 96 }}
        />
      </Flex>
    </nav>
  );
}
