// Stands in for @ant-design/icons' components/AntdIconLight, the base of its outlined and filled icons (see hiddenUnlessNamed.tsx).
import AntdIconLight from '@ant-design/icons/lib/components/AntdIconLight';
import { hiddenUnlessNamed } from './hiddenUnlessNamed';

export default hiddenUnlessNamed(AntdIconLight);
