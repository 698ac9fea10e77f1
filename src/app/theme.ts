import type { ThemeConfig } from 'antd';

/** Spec §9 breakpoints (antd's own XXL is 1600); the console's own CSS repeats them in its media queries. */
export const breakpoints = { sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 };

/**
 * Colours whose text meets WCAG AA (4.5:1) on white and on the page's #f5f5f5, where antd's defaults do not (issue 14,
 * axe's color-contrast): antd's own darker shades of its blue, red, green and gold, and greys less faint than its
 * 45 % and 25 % black. Hover and press go darker still, so that they meet it too. app.css repeats the ones the
 * console's own CSS draws with as custom properties (`--console-…`; theme.test.ts checks that they agree).
 */
export const palette = {
  primary: '#0958d9',
  primaryHover: '#003eb3',
  primaryActive: '#002c8c',
  error: '#cf1322',
  errorHover: '#a8071a',
  errorActive: '#820014',
  successText: '#237804',
  warningText: '#874d00',
  /** Secondary texts (antd's description and tertiary text, 45 % black there). */
  textDescription: 'rgba(0, 0, 0, 0.6)',
  /** Placeholders and the fields' suffixes such as 'UTC' (25 % black in antd). */
  textPlaceholder: 'rgba(0, 0, 0, 0.56)',
  /**
   * The focus ring: 6.2:1 on white and 5.6:1 on the grey page, where antd's own ring (colorPrimaryBorder, #91caff)
   * has 1.7:1, below the 3:1 a focus indicator needs. app.css draws it around what antd does not style.
   */
  focusRing: '#0958d9',
};

export const theme: ThemeConfig = {
  token: {
    // antd's outline on a focused button, checkbox, tab, link, dialog's close...
    colorPrimaryBorder: palette.focusRing,
    // ... and the ring around a focused field (input, select, date and number pickers), in an error state too, where
    // the ring was all that changed and nearly transparent.
    controlOutline: palette.focusRing,
    colorErrorOutline: palette.focusRing,
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
    colorPrimary: palette.primary,
    colorPrimaryHover: palette.primaryHover,
    colorPrimaryTextHover: palette.primaryHover,
    colorPrimaryActive: palette.primaryActive,
    colorPrimaryTextActive: palette.primaryActive,
    colorLink: palette.primary,
    colorLinkHover: palette.primaryHover,
    colorLinkActive: palette.primaryActive,
    colorError: palette.error,
    colorErrorHover: palette.errorHover,
    colorErrorTextHover: palette.errorHover,
    colorErrorActive: palette.errorActive,
    colorErrorTextActive: palette.errorActive,
    colorSuccessText: palette.successText,
    colorWarningText: palette.warningText,
    colorTextDescription: palette.textDescription,
    colorTextTertiary: palette.textDescription,
    colorTextPlaceholder: palette.textPlaceholder,
    colorTextQuaternary: palette.textPlaceholder,
  },
  components: {
    // Their 2 px underline is drawn in the outline colours above, where it was a faint tint: kept away.
    Button: { primaryShadow: 'none', dangerShadow: 'none' },
    // A screen's one h1 (issue 27, axe's page-has-heading-one) is drawn at antd's h2 size, where the screens' titles
    // were h2: the level changed, not the look.
    Typography: { fontSizeHeading1: 30, lineHeightHeading1: 38 / 30 },
  },
};
