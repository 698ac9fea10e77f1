import type { ThemeConfig } from 'antd';

/** Spec §9 breakpoints (antd's own XXL is 1600); the console's own CSS repeats them in its media queries. */
export const breakpoints = { sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 };

/**
 * The focus ring (issue 14): antd's primary-7, 6.2:1 on white and 5.6:1 on the grey page, where antd's own ring
 * (colorPrimaryBorder, #91caff) has 1.7:1, below the 3:1 a focus indicator needs. app.css draws it around what antd
 * does not style, in the same colour.
 */
const FOCUS_RING = '#0958d9';

export const theme: ThemeConfig = {
  token: {
    // antd's outline on a focused button, checkbox, tab, link, dialog's close...
    colorPrimaryBorder: FOCUS_RING,
    // ... and the ring around a focused field (input, select, date and number pickers), in an error state too, where
    // the ring was all that changed and nearly transparent.
    controlOutline: FOCUS_RING,
    colorErrorOutline: FOCUS_RING,
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
  components: {
    // Their 2 px underline is drawn in the outline colours above, where it was a faint tint: kept away.
    Button: { primaryShadow: 'none', dangerShadow: 'none' },
  },
};
