import { Button } from 'antd';
import { Fragment } from 'react';
import { pageWindow } from '../lib/pageWindow';

export interface PageButtonsProps {
  /** 1-based. */
  current: number;
  pageCount: number;
  /** How many pages either side of the current one get a button. */
  margin: number;
  onChoose: (page: number) => void;
}

/**
 * Previous, the first page, the pages within `margin` of the current one, the last page, Next, with '…' for the
 * pages left out. Only antd's Button, which every list page already loads: the Running page's first route stays
 * within its JavaScript budget (bench figure 1).
 */
export function PageButtons({ current, pageCount, margin, onChoose }: PageButtonsProps) {
  const pages = pageWindow(current, pageCount, margin);
  return (
    <>
      <Button aria-label="Previous page" disabled={current <= 1} onClick={() => onChoose(current - 1)}>
        ‹
      </Button>
      {pages.map((page, index) => (
        <Fragment key={page}>
          {index > 0 && page - pages[index - 1] > 1 && <span style={{ color: 'rgba(0, 0, 0, 0.45)' }}>…</span>}
          <Button type={page === current ? 'primary' : 'default'} aria-current={page === current ? 'page' : undefined} onClick={() => page !== current && onChoose(page)}>
            {page}
          </Button>
        </Fragment>
      ))}
      <Button aria-label="Next page" disabled={current >= pageCount} onClick={() => onChoose(current + 1)}>
        ›
      </Button>
    </>
  );
}
