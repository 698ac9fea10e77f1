import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from '../../../i18n/text';

/** Select options of a number enum, in the order of its labels, in the language shown. */
export function useEnumOptions<Value extends number>(labels: Record<Value, MessageDescriptor>): { value: Value; label: string }[] {
  const intl = useIntl();
  return useMemo(
    () => Object.entries<MessageDescriptor>(labels).map(([value, label]) => ({ value: Number(value) as Value, label: intl.formatMessage(label) })),
    [intl, labels],
  );
}
