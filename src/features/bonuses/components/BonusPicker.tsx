import { Alert, Flex, Input, Modal, Table, type TableColumnsType } from 'antd';
import { useEffect } from 'react';
import type { AvailableBonus } from '../../../api/bonuses';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectBonusCatalogAlert, selectBonusCatalogStatus, selectBonusEmptyText, selectBonusSearch, selectVisibleBonuses } from '../bonusesSelectors';
import { pickerOpened, searchChanged } from '../bonusesSlice';
import './bonusPicker.css';

export interface BonusPickerProps {
  open: boolean;
  /** A row was clicked (or chosen with Enter): the tier takes this bonus. */
  onChoose: (bonus: AvailableBonus) => void;
  onClose: () => void;
}

const columns: TableColumnsType<AvailableBonus> = [
  { title: 'Code', dataIndex: 'code', key: 'code' },
  { title: 'Name', dataIndex: 'name', key: 'name' },
];

/** Spec §2 "Bonus picker modal": search the catalog by code or name, click a row to choose it. */
export function BonusPicker({ open, onChoose, onClose }: BonusPickerProps) {
  return (
    <Modal open={open} title="Select Bonus" footer={null} destroyOnHidden onCancel={onClose}>
      <BonusPickerBody onChoose={onChoose} />
    </Modal>
  );
}

function BonusPickerBody({ onChoose }: Pick<BonusPickerProps, 'onChoose'>) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(pickerOpened());
  }, [dispatch]);
  const search = useAppSelector(selectBonusSearch);
  const bonuses = useAppSelector(selectVisibleBonuses);
  const loading = useAppSelector(selectBonusCatalogStatus) === 'loading';
  const alert = useAppSelector(selectBonusCatalogAlert);
  const emptyText = useAppSelector(selectBonusEmptyText);
  return (
    <Flex vertical gap="small">
      {alert !== null && <Alert type="error" showIcon title={alert} />}
      <Input aria-label="Search bonuses" placeholder="Code or name" allowClear value={search} onChange={(event) => dispatch(searchChanged(event.target.value))} />
      <Table<AvailableBonus>
        rowKey="code"
        size="small"
        columns={columns}
        dataSource={bonuses}
        loading={loading}
        pagination={false}
        scroll={{ y: 400 }}
        locale={{ emptyText }}
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
