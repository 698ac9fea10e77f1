import type { IconComponentProps } from '@ant-design/icons/lib/components/AntdIcon';
import { forwardRef, type ForwardRefExoticComponent, type RefAttributes } from 'react';

type IconBase = ForwardRefExoticComponent<Omit<IconComponentProps, 'ref'> & RefAttributes<HTMLSpanElement>>;

/**
 * @ant-design/icons names every icon for assistive technology by its English file name (`role="img"
 * aria-label="search"`, 'close', 'down', 'loading'…), antd's own icons inside its components too, and screen readers
 * read those names out, in Romanian as well. So an icon is hidden from assistive technology unless it is given a
 * name: a control that is only an icon gets its name from our catalogs, on the icon (`<CloseCircleFilled
 * aria-label={…} />`) or on the control. The two modules next to this one stand in for the package's two icon bases
 * (webpack.config.ts and jest.config.js put them in place), so every icon comes through here.
 */
export function hiddenUnlessNamed(Icon: IconBase): IconBase {
  const HiddenUnlessNamed = forwardRef<HTMLSpanElement, Omit<IconComponentProps, 'ref'>>((props, ref) =>
    props['aria-label'] === undefined && props['aria-labelledby'] === undefined ? (
      <Icon {...props} ref={ref} role={undefined} aria-label={undefined} aria-hidden />
    ) : (
      <Icon {...props} ref={ref} />
    ),
  );
  HiddenUnlessNamed.displayName = 'HiddenUnlessNamed';
  return HiddenUnlessNamed;
}
