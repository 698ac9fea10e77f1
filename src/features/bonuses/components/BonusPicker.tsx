import { Alert, Button, Flex, Modal, Table, Typography, type InputRef, type TableColumnsType } from 'antd';
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { AvailableBonus } from '../../../api/bonuses';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { SearchInput } from '../../../components/SearchInput';
import { BONUS_STATUS_LABELS, bonusCanBeSent } from '../../../domain/bonusStatus';
import { bonusValueInUnit } from '../../../domain/bonusValueUnit';
import { BONUS_TYPE_LABELS, type BonusType } from '../../../domain/enums';
import { defineMessages } from '../../../i18n/defineMessages';
import { formatText } from '../../../i18n/text';
import { formatAmount } from '../../../lib/format';
import { bonusesForTier, selectBonusCatalogAlertText, selectBonusCatalogStatus, selectBonusEmptyText, selectBonusSearch, selectVisibleBonuses } from '../bonusesSelectors';
import { pickerOpened, searchChanged } from '../bonusesSlice';
import './bonusPicker.css';

export interface BonusPickerProps {
  open: boolean;
  /** The type of the tier being filled: its bonuses are listed first. */
  tierType?: BonusType;
  /** A row was clicked (or chosen with Enter), and confirmed if it cannot be sent: the tier takes this bonus. */
  onChoose: (bonus: AvailableBonus) => void;
  onClose: () => void;
}

const messages = defineMessages({
  title: { id: 'bonuses.picker.title', defaultMessage: 'Select Bonus' },
  search: { id: 'bonuses.picker.search', defaultMessage: 'Search bonuses' },
  searchPlaceholder: { id: 'bonuses.picker.searchPlaceholder', defaultMessage: 'Code or name' },
  code: { id: 'bonuses.picker.code', defaultMessage: 'Code' },
  name: { id: 'bonuses.picker.name', defaultMessage: 'Name' },
  type: { id: 'bonuses.picker.type', defaultMessage: 'Type' },
  value: { id: 'bonuses.picker.value', defaultMessage: 'Value' },
  status: { id: 'bonuses.picker.status', defaultMessage: 'Status' },
  tableCaption: { id: 'bonuses.picker.tableCaption', defaultMessage: 'Bonuses' },
  cannotBeSent: {
    id: 'bonuses.picker.cannotBeSent',
    defaultMessage: '{code} cannot be sent ({status}): the players it is awarded to would get nothing, and its outbox entries would fail. Choose it anyway?',
  },
  chooseAnyway: { id: 'bonuses.picker.chooseAnyway', defaultMessage: 'Choose it anyway' },
  pickAnother: { id: 'bonuses.picker.pickAnother', defaultMessage: 'Pick another' },
});

/** Spec §2 "Bonus picker modal": search the catalog by code or name, click a row to choose it. */
export function BonusPicker({ open, tierType, onChoose, onClose }: BonusPickerProps) {
  const { formatMessage } = useIntl();
  const search = useRef<InputRef>(null);
  return (
    <Modal
      open={open}
      title={formatMessage(messages.title)}
      footer={null}
      destroyOnHidden
      onCancel={onClose}
      width={760}
      // antd focuses the dialog's first control, its close button, once shown (issue 27): the search is where one
      // starts, unless the user has already gone on into the body (a row, the warning's answer) during the animation.
      afterOpenChange={(shown) => {
        if (shown && document.activeElement?.closest('.ant-modal-body') == null) search.current?.focus();
      }}
    >
      <BonusPickerBody tierType={tierType} onChoose={onChoose} searchRef={search} />
    </Modal>
  );
}

/** Coloured text, not antd's tags: the theme's success and error text colours keep WCAG AA contrast (theme.ts). */
function BonusStatus({ bonus }: { bonus: AvailableBonus }) {
  const intl = useIntl();
  if (bonus.status === undefined) return null;
  const sendable = bonusCanBeSent(bonus.status);
  return (
    <Typography.Text type={sendable ? 'success' : 'danger'} strong={!sendable}>
      {intl.formatMessage(BONUS_STATUS_LABELS[bonus.status])}
    </Typography.Text>
  );
}

function valueText(intl: IntlShape, bonus: AvailableBonus): string {
  const text = bonusValueInUnit(bonus.type, formatAmount(bonus.value), bonus.value);
  return text === null ? '-' : formatText(intl, text);
}

/** Code, name, and what the tier would take from the bonus (issue 27): its type, its value, whether it can be sent. */
function bonusColumns(intl: IntlShape): TableColumnsType<AvailableBonus> {
  return [
    { title: intl.formatMessage(messages.code), dataIndex: 'code', key: 'code' },
    { title: intl.formatMessage(messages.name), dataIndex: 'name', key: 'name' },
    { title: intl.formatMessage(messages.type), dataIndex: 'type', key: 'type', render: (type: BonusType) => intl.formatMessage(BONUS_TYPE_LABELS[type]) },
    { title: intl.formatMessage(messages.value), key: 'value', align: 'right', render: (_, bonus) => valueText(intl, bonus) },
    { title: intl.formatMessage(messages.status), key: 'status', render: (_, bonus) => <BonusStatus bonus={bonus} /> },
  ];
}

function BonusPickerBody({ tierType, onChoose, searchRef }: Pick<BonusPickerProps, 'tierType' | 'onChoose'> & { searchRef: RefObject<InputRef> }) {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  useEffect(() => {
    dispatch(pickerOpened());
  }, [dispatch]);
  const search = useAppSelector(selectBonusSearch);
  const visible = useAppSelector(selectVisibleBonuses);
  const bonuses = useMemo(() => bonusesForTier(visible, tierType), [visible, tierType]);
  const loading = useAppSelector(selectBonusCatalogStatus) === 'loading';
  const alert = useAppSelector(selectBonusCatalogAlertText);
  const emptyText = useAppSelector(selectBonusEmptyText);
  const columns = useMemo(() => bonusColumns(intl), [intl]);
  // A bonus that cannot be sent, waiting for the staff member to confirm it: the dialog's own UI state.
  const [unsendable, setUnsendable] = useState<AvailableBonus | null>(null);
  // The warning takes the focus (on its safe answer), so a keyboard user who pressed Enter on the row hears it.
  const pickAnother = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (unsendable !== null) pickAnother.current?.focus();
  }, [unsendable]);
  const pick = (bonus: AvailableBonus) => (bonusCanBeSent(bonus.status) ? onChoose(bonus) : setUnsendable(bonus));
  return (
    <Flex vertical gap="small">
      {alert !== null && <Alert type="error" showIcon title={formatText(intl, alert)} />}
      {unsendable?.status !== undefined && (
        <Alert
          type="warning"
          showIcon
          role="alert"
          title={intl.formatMessage(messages.cannotBeSent, { code: unsendable.code, status: intl.formatMessage(BONUS_STATUS_LABELS[unsendable.status]) })}
          action={
            <Flex vertical gap="small">
              <Button size="small" danger onClick={() => onChoose(unsendable)}>
                {intl.formatMessage(messages.chooseAnyway)}
              </Button>
              <Button size="small" ref={pickAnother} onClick={() => setUnsendable(null)}>
                {intl.formatMessage(messages.pickAnother)}
              </Button>
            </Flex>
          }
        />
      )}
      <SearchInput
        ref={searchRef}
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
        rowClassName={(bonus) => (bonusCanBeSent(bonus.status) ? 'bonus-picker__row' : 'bonus-picker__row bonus-picker__row--unsendable')}
        onRow={(bonus) => ({
          tabIndex: 0,
          onClick: () => pick(bonus),
          onKeyDown: (event) => {
            if (event.key === 'Enter') pick(bonus);
          },
        })}
      />
    </Flex>
  );
}
