import type { PaginationProps } from 'antd';
import { cloneElement, isValidElement } from 'react';
import { useIntl } from 'react-intl';
import { pagerMessages } from './PageButtons';

/**
 * An `itemRender` for antd's Pagination (its own, or a Table's) that names its previous and next page buttons. They
 * show only an arrow icon, which is hidden from assistive technology unless named
 * (src/app/antdIcons/hiddenUnlessNamed.tsx), and their list items' titles do not name them.
 */
export function usePageArrowNames(): NonNullable<PaginationProps['itemRender']> {
  const intl = useIntl();
  return (_page, type, element) => {
    if ((type !== 'prev' && type !== 'next') || !isValidElement<{ 'aria-label'?: string }>(element)) return element;
    return cloneElement(element, { 'aria-label': intl.formatMessage(type === 'prev' ? pagerMessages.previous : pagerMessages.next) });
  };
}
