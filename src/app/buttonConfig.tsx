import LoadingOutlined from '@ant-design/icons/LoadingOutlined';
import type { ConfigProviderProps } from 'antd';

/**
 * A loading button's spinner, given here, is added and removed with the loading state. antd's default spinner
 * instead leaves through a width transition and is only removed when that transition ends: when loading ends a frame
 * or two after it starts (a refused export, whose alert blocks the page), the transition can stall and the invisible
 * spinner stays, so screen readers name the button 'loading Export' for good.
 */
export const buttonConfig: ConfigProviderProps['button'] = { loadingIcon: <LoadingOutlined /> };
