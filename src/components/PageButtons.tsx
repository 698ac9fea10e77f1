import { Button } from 'antd';
import { Fragment, useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { defineMessages } from '../i18n/defineMessages';
import { pageWindow } from '../lib/pageWindow';

const messages = defineMessages({
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

interface PageButtonProps {
  page: number;
  current: boolean;
  /** Takes focus once (then `onFocused`): Previous or Next, which led here, is now disabled. */
  takeFocus: boolean;
  onFocused: () => void;
  onChoose: (page: number) => void;
}

function PageButton({ page, current, takeFocus, onFocused, onChoose }: PageButtonProps) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!takeFocus) return;
    button.current?.focus();
    onFocused();
  }, [takeFocus, onFocused]);
  return (
    <Button ref={button} type={current ? 'primary' : 'default'} aria-current={current ? 'page' : undefined} onClick={() => !current && onChoose(page)}>
      {page}
    </Button>
  );
}

/**
 * Previous, the first page, the pages within `margin` of the current one, the last page, Next, with '…' for the
 * pages left out. Only antd's Button, which every list page already loads: the Running page's first route stays
 * within its JavaScript budget (bench figure 1).
 */
export function PageButtons({ current, pageCount, margin, onChoose }: PageButtonsProps) {
  const pages = pageWindow(current, pageCount, margin);
  const intl = useIntl();
  // Previous or Next that reaches the first or last page is disabled there, which drops its focus: that page's own
  // button takes it instead (a keyboard user would otherwise start again from the top of the page).
  const [pageToFocus, setPageToFocus] = useState<number | null>(null);
  const focused = useCallback(() => setPageToFocus(null), []);
  const step = (page: number) => {
    if (page === 1 || page === pageCount) setPageToFocus(page);
    onChoose(page);
  };
  return (
    <>
      <Button aria-label={intl.formatMessage(messages.previous)} disabled={current <= 1} onClick={() => step(current - 1)}>
        ‹
      </Button>
      {pages.map((page, index) => (
        <Fragment key={page}>
          {index > 0 && page - pages[index - 1] > 1 && <span style={{ color: 'rgba(0, 0, 0, 0.45)' }}>…</span>}
          <PageButton page={page} current={page === current} takeFocus={page === current && page === pageToFocus} onFocused={focused} onChoose={onChoose} />
        </Fragment>
      ))}
      <Button aria-label={intl.formatMessage(messages.next)} disabled={current >= pageCount} onClick={() => step(current + 1)}>
        ›
      </Button>
    </>
  );
}
