import { Button, Flex, Form, Input, InputNumber, Select } from 'antd';
import type { ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { UtcDateTimePicker } from '../../../components/UtcDateTimePicker';
import { DAY_OF_WEEK_LABELS } from '../../../domain/enums';
import type { Text } from '../../../i18n/text';
import { useFormatText } from '../../../i18n/useFormatText';
import { toNullableNumber } from '../../editor/numberInput';
import { selectBoosterByKey, selectBoosterDateLimits, selectBoosterFieldErrors } from '../boostersSelectors';
import { boosterDeleted, boosterEdited, type BoosterEdit } from '../boostersSlice';

// A Select cannot hold null as a chosen value: 'None' stands for day_of_week null.
const NO_DAY = 'none';
const dayOfWeekOptions = (format: (text: Text) => string) => [
  { value: NO_DAY, label: 'None' },
  ...DAY_OF_WEEK_LABELS.map((label, day) => ({ value: day, label: format(label) })),
];

/** A labelled control with its validation message under it. */
function BoosterField({ label, id, error, children }: { label: string; id: string; error: Text | undefined; children: ReactNode }) {
  const format = useFormatText();
  return (
    <Form.Item label={label} htmlFor={id} validateStatus={error === undefined ? undefined : 'error'} help={error === undefined ? undefined : format(error)}>
      {children}
    </Form.Item>
  );
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
  const format = useFormatText();
  if (!booster) return null;
  const id = (field: string) => `booster_${boosterKey}_${field}`;
  const edit = (changes: BoosterEdit) => dispatch(boosterEdited({ key: boosterKey, changes }));
  return (
    <section aria-label={`Booster ${number}`} className="boosters-tab__row">
      <Flex gap="small" wrap align="start">
        <BoosterField label="Multiplier" id={id('multiplier')} error={errors.multiplier}>
          {/* An emptied multiplier is 0, which validation reports (like the tiers' numbers). */}
          <InputNumber id={id('multiplier')} value={booster.multiplier} onChange={(value) => edit({ multiplier: toNullableNumber(value) ?? 0 })} />
        </BoosterField>
        <BoosterField label="Name" id={id('name')} error={errors.name}>
          <Input id={id('name')} value={booster.name} onChange={(event) => edit({ name: event.target.value })} />
        </BoosterField>
        <BoosterField label="Start Date" id={id('start_date')} error={errors.start_date}>
          <UtcDateTimePicker id={id('start_date')} value={booster.start_date} min={limits.min} max={limits.max} onChange={(iso) => edit({ start_date: iso })} />
        </BoosterField>
        <BoosterField label="End Date" id={id('end_date')} error={errors.end_date}>
          <UtcDateTimePicker id={id('end_date')} value={booster.end_date} min={limits.min} max={limits.max} onChange={(iso) => edit({ end_date: iso })} />
        </BoosterField>
        <BoosterField label="Day of Week" id={id('day_of_week')} error={errors.day_of_week}>
          <Select<number | typeof NO_DAY>
            id={id('day_of_week')}
            className="boosters-tab__day-of-week"
            options={dayOfWeekOptions(format)}
            value={booster.day_of_week ?? NO_DAY}
            onChange={(day) => edit({ day_of_week: day === NO_DAY ? null : day })}
          />
        </BoosterField>
        <BoosterField label="Day of month" id={id('day_of_month')} error={errors.day_of_month}>
          <InputNumber
            id={id('day_of_month')}
            min={1}
            max={31}
            precision={0}
            value={booster.day_of_month}
            onChange={(value) => edit({ day_of_month: toNullableNumber(value) })}
          />
        </BoosterField>
        {deletable && (
          <Form.Item label=" ">
            <Button danger onClick={() => dispatch(boosterDeleted(boosterKey))}>
              Delete
            </Button>
          </Form.Item>
        )}
      </Flex>
    </section>
  );
}
