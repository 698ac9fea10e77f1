import CloseCircleFilled from '@ant-design/icons/CloseCircleFilled';
import { Input, type InputProps, type InputRef } from 'antd';
import { forwardRef } from 'react';
import { useIntl } from 'react-intl';
import { defineMessages } from '../i18n/defineMessages';

const messages = defineMessages({
  clear: { id: 'components.searchInput.clear', defaultMessage: 'Clear' },
});

/**
 * A search box with antd's clear button. That button shows only an icon, which is hidden from assistive technology
 * unless named (src/app/antdIcons/hiddenUnlessNamed.tsx): named here, it names the button.
 */
export const SearchInput = forwardRef<InputRef, Omit<InputProps, 'allowClear'>>(function SearchInput(props, ref) {
  const intl = useIntl();
  return <Input {...props} ref={ref} allowClear={{ clearIcon: <CloseCircleFilled aria-label={intl.formatMessage(messages.clear)} /> }} />;
});
