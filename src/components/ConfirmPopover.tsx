import { Popconfirm, type ButtonProps, type PopconfirmProps, type TooltipRef } from 'antd';
import { useRef, type RefAttributes } from 'react';

/**
 * antd's Popconfirm as a keyboard user needs it (issue 14): once shown it puts focus on its cancel button, the answer
 * that changes nothing, where focus stayed on the button behind, out of the question's reach; and closing with focus
 * on its answers (either answer, Escape) gives focus back to that button, where it was lost with the popup. A click
 * elsewhere keeps the focus it gave.
 */
export function ConfirmPopover({ cancelButtonProps, onOpenChange, afterOpenChange, ...props }: PopconfirmProps) {
  const popconfirm = useRef<TooltipRef>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const openChanged = (open: boolean) => {
    onOpenChange?.(open);
    const focused = document.activeElement;
    // The answers' row holds both buttons (the other one's ref is antd's own).
    const onAnswers = cancelButton.current?.parentElement?.contains(focused);
    if (!open && (focused === document.body || onAnswers)) popconfirm.current?.nativeElement?.focus();
  };
  const shownOrHidden = (open: boolean) => {
    afterOpenChange?.(open);
    if (open) cancelButton.current?.focus();
  };
  // antd spreads these props into its Button, so a ref among them reaches the button.
  const cancelProps: ButtonProps & RefAttributes<HTMLButtonElement> = { ...cancelButtonProps, ref: cancelButton };
  return <Popconfirm ref={popconfirm} {...props} cancelButtonProps={cancelProps} onOpenChange={openChanged} afterOpenChange={shownOrHidden} />;
}
