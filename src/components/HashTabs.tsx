import EllipsisOutlined from '@ant-design/icons/EllipsisOutlined';
import { Tabs, type TabsProps } from 'antd';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { defineMessages } from '../i18n/defineMessages';
import { tabHash, tabOfHash } from '../lib/paths';
import './hashTabs.css';

const messages = defineMessages({
  moreTabs: { id: 'components.hashTabs.moreTabs', defaultMessage: 'More tabs' },
});

/** A tab, by the name its address gives it (`Key`: the page's tabs, such as paths.ts's TournamentTab). */
export type HashTabItem<Key extends string = string> = NonNullable<TabsProps['items']>[number] & { key: Key };

/** The tab that `#/{tabKey}` (tabHash) names when it exists and is enabled, else the first enabled tab. */
export function tabKeyForHash<Key extends string>(items: readonly HashTabItem<Key>[], hash: string): Key | undefined {
  const enabled = items.filter((item) => !item.disabled);
  const named = tabOfHash(hash);
  return (enabled.find((item) => item.key === named) ?? enabled[0])?.key;
}

export type HashTabsProps<Key extends string = string> = Omit<TabsProps, 'activeKey' | 'defaultActiveKey' | 'onChange' | 'items'> & { items: HashTabItem<Key>[] };

/**
 * antd Tabs whose active tab is the address's hash `#/{tabKey}`, so a tab can be linked to and
 * survives a reload; choosing a tab writes the hash (a history entry, so Back returns to the last tab). From the
 * keyboard (antd's own): Left and Right, Home and End move focus along the enabled tabs, Enter or Space chooses one.
 * The button that lists the tabs a narrow window hides is only an icon: named, so that it is not hidden with it.
 */
export function HashTabs<Key extends string>({ items, ...tabsProps }: HashTabsProps<Key>) {
  const { hash, search } = useLocation();
  const navigate = useNavigate();
  const intl = useIntl();
  return (
    <Tabs
      more={{ icon: <EllipsisOutlined aria-label={intl.formatMessage(messages.moreTabs)} /> }}
      {...tabsProps}
      items={items}
      activeKey={tabKeyForHash(items, hash)}
      onChange={(key) => navigate({ search, hash: tabHash(key) })}
    />
  );
}
