import { Alert } from 'antd';
import { useAppDispatch, useAppSelector } from '../hooks';
import { selectToasts, toastClosed } from './toastsSlice';

/** The toasts of the store, stacked at the bottom end of the screen. */
export function Toasts() {
  const toasts = useAppSelector(selectToasts);
  const dispatch = useAppDispatch();
  return (
    <section aria-label="Notifications" className="toasts">
      {toasts.map((toast) => (
        <Alert
          key={toast.id}
          type={toast.kind}
          showIcon
          title={toast.header}
          description={toast.text}
          closable={{ 'aria-label': 'Close', onClose: () => dispatch(toastClosed(toast.id)) }}
        />
      ))}
    </section>
  );
}
