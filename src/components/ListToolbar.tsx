import { Button, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { defineMessages } from '../i18n/defineMessages';
import { SearchInput } from './SearchInput';

const messages = defineMessages({
  search: { id: 'components.listToolbar.search', defaultMessage: 'Search' },
  refresh: { id: 'components.listToolbar.refresh', defaultMessage: 'Refresh' },
});

export interface ListToolbarProps {
  /** The count line, e.g. '3 entries'. */
  summary: string;
  search: string;
  searchPlaceholder: string;
  onSearchChange: (search: string) => void;
  onRefresh: () => void;
  /** Further controls, shown between the search box and Refresh. */
  children?: ReactNode;
}

/** Above a list: its count line, a search box with a clear button, and a Refresh button. */
export function ListToolbar({ summary, search, searchPlaceholder, onSearchChange, onRefresh, children }: ListToolbarProps) {
  const intl = useIntl();
  return (
    <Flex wrap gap="middle" align="center" style={{ marginBlockEnd: 16 }}>
      <Typography.Text>{summary}</Typography.Text>
      <SearchInput
        aria-label={intl.formatMessage(messages.search)}
        placeholder={searchPlaceholder}
        value={search}
        onChange={(event) => onSearchChange(event.target.value)}
        style={{ maxWidth: 320 }}
      />
      {children}
      <Button onClick={onRefresh}>{intl.formatMessage(messages.refresh)}</Button>
    </Flex>
  );
}
