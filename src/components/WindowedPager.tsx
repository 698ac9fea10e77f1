import { Flex, InputNumber } from 'antd';
import { useState } from 'react';
import { PageButtons, type PageButtonsProps } from './PageButtons';

export interface WindowedPagerProps extends PageButtonsProps {
  /** The navigation landmark's name, e.g. 'Leaderboard pages'. */
  label: string;
  className?: string;
}

/** The page buttons and a box to go to any page: a handful of buttons however many pages there are. */
export function WindowedPager({ label, current, pageCount, margin, onChoose, className }: WindowedPagerProps) {
  const [typed, setTyped] = useState<number | null>(null);
  const goToTyped = () => {
    if (typed !== null && typed >= 1 && typed <= pageCount && typed !== current) onChoose(typed);
    setTyped(null);
  };
  return (
    <nav aria-label={label} className={className}>
      <Flex wrap align="center" justify="center" gap="small">
        <PageButtons current={current} pageCount={pageCount} margin={margin} onChoose={onChoose} />
        <InputNumber<number>
          aria-label="Go to page"
          placeholder="Go to"
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
