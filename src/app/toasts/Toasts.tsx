import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons/CloseCircleFilled';
import InfoCircleFilled from '@ant-design/icons/InfoCircleFilled';
import { Alert } from 'antd';
import { commonMessages } from '../../components/commonMessages';
import { defineMessages } from '../../i18n/defineMessages';
import type { MessageDescriptor } from '../../i18n/text';
import { useFormatText } from '../../i18n/useFormatText';
import { useAppDispatch, useAppSelector } from '../hooks';
import { selectToasts, toastClosed, type Toast } from './toastsSlice';

const messages = defineMessages({
  region: { id: 'app.toasts.region', defaultMessage: 'Notifications' },
  success: { id: 'app.toasts.success', defaultMessage: 'Success' },
  info: { id: 'app.toasts.info', defaultMessage: 'Information' },
});

/**
 * Each kind's role, and its icon (antd's own) named in the language shown: antd names it in English
 * ('check-circle'), which a screen reader would read out at the start of the toast.
 */
const KINDS: Record<Toast['kind'], { role: 'status' | 'alert'; Icon: typeof CheckCircleFilled; label: MessageDescriptor }> = {
  success: { role: 'status', Icon: CheckCircleFilled, label: messages.success },
  info: { role: 'status', Icon: InfoCircleFilled, label: messages.info },
  error: { role: 'alert', Icon: CloseCircleFilled, label: commonMessages.error },
};

/**
 * The toasts of the store, stacked at the bottom end of the screen. The region is a polite live region, there
 * before any toast, so screen readers read out each toast added to it (not its closing); an error is an alert,
 * read out at once.
 */
export function Toasts() {
  const toasts = useAppSelector(selectToasts);
  const dispatch = useAppDispatch();
  const format = useFormatText();
  return (
    <section aria-label={format(messages.region)} aria-live="polite" className="toasts">
      {toasts.map((toast) => {
        const { role, Icon, label } = KINDS[toast.kind];
        return (
          <Alert
            key={toast.id}
            type={toast.kind}
            role={role}
            showIcon
            icon={<Icon aria-label={format(label)} />}
            title={format(toast.header)}
            description={format(toast.text)}
            closable={{ 'aria-label': format(commonMessages.close), onClose: () => dispatch(toastClosed(toast.id)) }}
          />
        );
      })}
    </section>
  );
}
