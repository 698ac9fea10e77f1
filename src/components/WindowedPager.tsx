import { Button, Flex, InputNumber, Typography } from 'antd';
import { Fragment, useState } from 'react';
import { pageWindow } from '../lib/pageWindow';

export interface WindowedPagerProps {
  /** The navigation landmark's name, e.g. 'Leaderboard pages'. */
  label: string;
  /** 1-based. */
  current: number;
  pageCount: number;
  /** How many pages either side of the current one get a button. */
  margin: number;
  onChoose: (page: number) => void;
  className?: string;
}

/**
 * Previous, the first page, the pages within `margin` of the current one, the last page, Next, with '…'
 * for the pages left out, and a box to go to any page: a handful of buttons however many pages there are.
 */
export function WindowedPager({ label, current, pageCount, margin, onChoose, className }: WindowedPagerProps) {
  const [typed, setTyped] = useState<number | null>(null);
  const pages = pageWindow(current, pageCount, margin);
  const goToTyped = () => {
    if (typed !== null && typed >= 1 && typed <= pageCount && typed !== current) onChoose(typed);
    setTyped(null);
  };
  return (
    <nav aria-label={label} className={className}>
      <Flex wrap align="center" justify="center" gap="small">
        <Button aria-label="Previous page" disabled={current <= 1} onClick={() => onChoose(current - 1)}>
          ‹
        </Button>
        {pages.map((page, index) => (
          <Fragment key={page}>
            {index > 0 && page - pages[index - 1] > 1 && <Typography.Text type="secondary">…</Typography.Text>}
            <Button type={page === current ? 'primary' : 'default'} aria-current={page === current ? 'page' : undefined} onClick={() => page !== current && onChoose(page)}>
              {page}
            </Button>
          </Fragment>
        ))}
        <Button aria-label="Next page" disabled={current >= pageCount} onClick={() => onChoose(current + 1)}>
          ›
        </Button>
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
