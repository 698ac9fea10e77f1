import { Button, Flex, Form, Input, InputNumber, Select } from 'antd';
import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { FormField, type FormFieldProps } from '../../../components/FormField';
import { UtcDateTimePicker } from '../../../components/UtcDateTimePicker';
import { DAY_OF_WEEK_LABELS } from '../../../domain/enums';
import { boosterLeavesScoresUnchanged } from '../../../domain/scoring';
import { defineMessages } from '../../../i18n/defineMessages';
import { formatText, type Text } from '../../../i18n/text';
import { useFormatText } from '../../../i18n/useFormatText';
import { toNullableNumber } from '../../editor';
import { selectBoosterByKey, selectBoosterDateLimits, selectBoosterFieldErrors } from '../boostersSelectors';
import { boosterDeleted, boosterEdited, type BoosterEdit } from '../boostersSlice';

const messages = defineMessages({
  booster: { id: 'boosters.row.booster', defaultMessage: 'Booster {number}' },
  multiplier: { id: 'boosters.row.multiplier', defaultMessage: 'Multiplier' },
  multiplierChangesNothing: { id: 'boosters.row.multiplierChangesNothing', defaultMessage: '×1 leaves scores unchanged: set a higher multiplier to boost them' },
  name: { id: 'boosters.row.name', defaultMessage: 'Name' },
  startDate: { id: 'boosters.row.startDate', defaultMessage: 'Start Date' },
  endDate: { id: 'boosters.row.endDate', defaultMessage: 'End Date' },
  dayOfWeek: { id: 'boosters.row.dayOfWeek', defaultMessage: 'Day of Week' },
  noDayOfWeek: { id: 'boosters.row.noDayOfWeek', defaultMessage: 'None' },
  dayOfMonth: { id: 'boosters.row.dayOfMonth', defaultMessage: 'Day of month' },
  delete: { id: 'boosters.row.delete', defaultMessage: 'Delete' },
});

// A Select cannot hold null as a chosen value: 'None' stands for day_of_week null.
const NO_DAY = 'none';
const dayOfWeekOptions = (intl: IntlShape) => [
  { value: NO_DAY, label: intl.formatMessage(messages.noDayOfWeek) },
  ...DAY_OF_WEEK_LABELS.map((label, day) => ({ value: day, label: formatText(intl, label) })),
];

/** A labelled control with its validation message under it, which describes it. */
function BoosterField({ error, ...field }: Omit<FormFieldProps, 'error' | 'extra'> & { error: Text | undefined }) {
  const format = useFormatText();
  return <FormField error={error === undefined ? undefined : format(error)} {...field} />;
}

export interface BoosterRowProps {
  boosterKey: string;
  /** The row's place, 1-based, for its accessible name. */
  number: number;
  /** Spec §2: Delete only on an editable (Draft) tournament. */
  deletable: boolean;
}

/** One booster (spec §2): multiplier, name, dates within the tournament, day of week and of month. */
export function BoosterRow({ boosterKey, number, deletable }: BoosterRowProps) {
  const dispatch = useAppDispatch();
  const booster = useAppSelector((state) => selectBoosterByKey(state, boosterKey));
  const errors = useAppSelector((state) => selectBoosterFieldErrors(state)[boosterKey]) ?? {};
  const limits = useAppSelector(selectBoosterDateLimits);
  const intl = useIntl();
  const { formatMessage } = intl;
  const dayOptions = useMemo(() => dayOfWeekOptions(intl), [intl]);
  if (!booster) return null;
  const id = (field: string) => `booster_${boosterKey}_${field}`;
  const edit = (changes: BoosterEdit) => dispatch(boosterEdited({ key: boosterKey, changes }));
  return (
    <section aria-label={formatMessage(messages.booster, { number })} className="boosters-tab__row">
      <Flex gap="small" wrap align="start">
        {/* Issue 27: a new booster's ×1 (the spec's default) is kept, and said to do nothing until it is changed. */}
        <BoosterField
          label={formatMessage(messages.multiplier)}
          id={id('multiplier')}
          error={errors.multiplier}
          hint={boosterLeavesScoresUnchanged(booster) ? formatMessage(messages.multiplierChangesNothing) : undefined}
        >
          {/* An emptied multiplier is 0, which validation reports (like the tiers' numbers). */}
          {(control) => <InputNumber {...control} value={booster.multiplier} onChange={(value) => edit({ multiplier: toNullableNumber(value) ?? 0 })} />}
        </BoosterField>
        <BoosterField label={formatMessage(messages.name)} id={id('name')} error={errors.name}>
          {(control) => <Input {...control} value={booster.name} onChange={(event) => edit({ name: event.target.value })} />}
        </BoosterField>
        <BoosterField label={formatMessage(messages.startDate)} id={id('start_date')} error={errors.start_date}>
          {(control) => <UtcDateTimePicker {...control} value={booster.start_date} min={limits.min} max={limits.max} onChange={(iso) => edit({ start_date: iso })} />}
        </BoosterField>
        <BoosterField label={formatMessage(messages.endDate)} id={id('end_date')} error={errors.end_date}>
          {(control) => <UtcDateTimePicker {...control} value={booster.end_date} min={limits.min} max={limits.max} onChange={(iso) => edit({ end_date: iso })} />}
        </BoosterField>
        <BoosterField label={formatMessage(messages.dayOfWeek)} id={id('day_of_week')} error={errors.day_of_week}>
          {(control) => (
            <Select<number | typeof NO_DAY>
              {...control}
              className="boosters-tab__day-of-week"
              options={dayOptions}
              value={booster.day_of_week ?? NO_DAY}
              onChange={(day) => edit({ day_of_week: day === NO_DAY ? null : day })}
            />
          )}
        </BoosterField>
        <BoosterField label={formatMessage(messages.dayOfMonth)} id={id('day_of_month')} error={errors.day_of_month}>
          {(control) => (
            <InputNumber
              {...control}
              min={1}
              max={31}
              precision={0}
              value={booster.day_of_month}
              onChange={(value) => edit({ day_of_month: toNullableNumber(value) })}
            />
          )}
        </BoosterField>
        {deletable && (
          <Form.Item label=" ">
            <Button danger onClick={() => dispatch(boosterDeleted(boosterKey))}>
              {formatMessage(messages.delete)}
            </Button>
          </Form.Item>
        )}
      </Flex>
    </section>
  );
}
