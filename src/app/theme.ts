import type { ThemeConfig } from 'antd';

/** Spec §9 breakpoints (antd's own XXL is 1600); the console's own CSS repeats them in its media queries. */
export const breakpoints = { sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 };

export const theme: ThemeConfig = {
  token: {
    screenXSMax: breakpoints.sm - 1,
    screenSM: breakpoints.sm,
    screenSMMin: breakpoints.sm,
    screenSMMax: breakpoints.md - 1,
    screenMD: breakpoints.md,
    screenMDMin: breakpoints.md,
    screenMDMax: breakpoints.lg - 1,
    screenLG: breakpoints.lg,
    screenLGMin: breakpoints.lg,
    screenLGMax: breakpoints.xl - 1,
    screenXL: breakpoints.xl,
    screenXLMin: breakpoints.xl,
    screenXLMax: breakpoints.xxl - 1,
    screenXXL: breakpoints.xxl,
    screenXXLMin: breakpoints.xxl,
  },
};
