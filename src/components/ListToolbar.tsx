import { Button, Flex, Input, Typography } from 'antd';
import type { ReactNode } from 'react';

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
  return (
    <Flex wrap gap="middle" align="center" style={{ marginBlockEnd: 16 }}>
      <Typography.Text>{summary}</Typography.Text>
      <Input
        aria-label="Search"
        placeholder={searchPlaceholder}
        allowClear
        value={search}
        onChange={(event) => onSearchChange(event.target.value)}
        style={{ maxWidth: 320 }}
      />
      {children}
      <Button onClick={onRefresh}>Refresh</Button>
    </Flex>
  );
}
