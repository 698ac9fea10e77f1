import { Alert } from 'antd';
import { defineMessages } from '../../i18n/defineMessages';
import { useFormatText } from '../../i18n/useFormatText';
import { useAppDispatch, useAppSelector } from '../hooks';
import { selectToasts, toastClosed } from './toastsSlice';

const messages = defineMessages({
  region: { id: 'app.toasts.region', defaultMessage: 'Notifications' },
  close: { id: 'app.toasts.close', defaultMessage: 'Close' },
});

/** The toasts of the store, stacked at the bottom end of the screen. */
export function Toasts() {
  const toasts = useAppSelector(selectToasts);
  const dispatch = useAppDispatch();
  const format = useFormatText();
  return (
    <section aria-label={format(messages.region)} className="toasts">
      {toasts.map((toast) => (
        <Alert
          key={toast.id}
          type={toast.kind}
          showIcon
          title={format(toast.header)}
          description={format(toast.text)}
          closable={{ 'aria-label': format(messages.close), onClose: () => dispatch(toastClosed(toast.id)) }}
        />
      ))}
    </section>
  );
}
