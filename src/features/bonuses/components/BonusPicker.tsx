import { Alert, Flex, Modal, Table, type TableColumnsType } from 'antd';
import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { AvailableBonus } from '../../../api/bonuses';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { SearchInput } from '../../../components/SearchInput';
import { defineMessages } from '../../../i18n/defineMessages';
import { formatText } from '../../../i18n/text';
import { selectBonusCatalogAlertText, selectBonusCatalogStatus, selectBonusEmptyText, selectBonusSearch, selectVisibleBonuses } from '../bonusesSelectors';
import { pickerOpened, searchChanged } from '../bonusesSlice';
import './bonusPicker.css';

export interface BonusPickerProps {
  open: boolean;
  /** A row was clicked (or chosen with Enter): the tier takes this bonus. */
  onChoose: (bonus: AvailableBonus) => void;
  onClose: () => void;
}

const messages = defineMessages({
  title: { id: 'bonuses.picker.title', defaultMessage: 'Select Bonus' },
  search: { id: 'bonuses.picker.search', defaultMessage: 'Search bonuses' },
  searchPlaceholder: { id: 'bonuses.picker.searchPlaceholder', defaultMessage: 'Code or name' },
  code: { id: 'bonuses.picker.code', defaultMessage: 'Code' },
  name: { id: 'bonuses.picker.name', defaultMessage: 'Name' },
  tableCaption: { id: 'bonuses.picker.tableCaption', defaultMessage: 'Bonuses' },
});

/** Spec §2 "Bonus picker modal": search the catalog by code or name, click a row to choose it. */
export function BonusPicker({ open, onChoose, onClose }: BonusPickerProps) {
  const { formatMessage } = useIntl();
  return (
    <Modal open={open} title={formatMessage(messages.title)} footer={null} destroyOnHidden onCancel={onClose}>
      <BonusPickerBody onChoose={onChoose} />
    </Modal>
  );
}

function BonusPickerBody({ onChoose }: Pick<BonusPickerProps, 'onChoose'>) {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  useEffect(() => {
    dispatch(pickerOpened());
  }, [dispatch]);
  const search = useAppSelector(selectBonusSearch);
  const bonuses = useAppSelector(selectVisibleBonuses);
  const loading = useAppSelector(selectBonusCatalogStatus) === 'loading';
  const alert = useAppSelector(selectBonusCatalogAlertText);
  const emptyText = useAppSelector(selectBonusEmptyText);
  const columns = useMemo<TableColumnsType<AvailableBonus>>(
    () => [
      { title: intl.formatMessage(messages.code), dataIndex: 'code', key: 'code' },
      { title: intl.formatMessage(messages.name), dataIndex: 'name', key: 'name' },
    ],
    [intl],
  );
  return (
    <Flex vertical gap="small">
      {alert !== null && <Alert type="error" showIcon title={formatText(intl, alert)} />}
      <SearchInput
        aria-label={intl.formatMessage(messages.search)}
        placeholder={intl.formatMessage(messages.searchPlaceholder)}
        value={search}
        onChange={(event) => dispatch(searchChanged(event.target.value))}
      />
      <Table<AvailableBonus>
        // Named for screen readers; sighted staff see the dialog's title.
        caption={<VisuallyHidden>{intl.formatMessage(messages.tableCaption)}</VisuallyHidden>}
        rowKey="code"
        size="small"
        columns={columns}
        dataSource={bonuses}
        loading={loading}
        pagination={false}
        scroll={{ y: 400 }}
        locale={{ emptyText: formatText(intl, emptyText) }}
        rowClassName={() => 'bonus-picker__row'}
        onRow={(bonus) => ({
          tabIndex: 0,
          onClick: () => onChoose(bonus),
          onKeyDown: (event) => {
            if (event.key === 'Enter') onChoose(bonus);
          },
        })}
      />
    </Flex>
  );
}
