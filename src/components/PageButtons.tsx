import { Button } from 'antd';
import { Fragment, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { defineMessages } from '../i18n/defineMessages';
import { pageWindow } from '../lib/pageWindow';

/** Also the names of antd Pagination's arrows (usePageArrowNames). */
export const pagerMessages = defineMessages({
  previous: { id: 'components.pager.previousPage', defaultMessage: 'Previous page' },
  next: { id: 'components.pager.nextPage', defaultMessage: 'Next page' },
});

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
  const intl = useIntl();
  const previous = useRef<HTMLButtonElement>(null);
  // Previous or Next, disabled at the end it reached, drops focus: the page's button takes it.
  const atEnd = useRef(false);
  useEffect(() => {
    if (atEnd.current) previous.current?.parentElement?.querySelector<HTMLElement>('[aria-current]')?.focus();
    atEnd.current = false;
  }, [current]);
  const step = (page: number) => {
    atEnd.current = page === 1 || page === pageCount;
    onChoose(page);
  };
  return (
    <>
      <Button ref={previous} aria-label={intl.formatMessage(pagerMessages.previous)} disabled={current <= 1} onClick={() => step(current - 1)}>
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
      <Button aria-label={intl.formatMessage(pagerMessages.next)} disabled={current >= pageCount} onClick={() => step(current + 1)}>
        ›
      </Button>
    </>
  );
}
