// Stands in for @ant-design/icons' components/AntdIcon, the base of its two-tone icons (see hiddenUnlessNamed.tsx).
import AntdIcon from '@ant-design/icons/lib/components/AntdIcon';
import { hiddenUnlessNamed } from './hiddenUnlessNamed';

export default Object.assign(hiddenUnlessNamed(AntdIcon), { getTwoToneColor: AntdIcon.getTwoToneColor, setTwoToneColor: AntdIcon.setTwoToneColor });
