/**
 * Stands in for antd's Tooltip UniqueProvider where antd's ConfigProvider imports it (webpack.config.ts). ConfigProvider
 * renders it only under `tooltip={{ unique: true }}`, which the console never sets, and the real one brought
 * @rc-component/trigger, its portal and resize observer into the first route: 7.6 KB gzip of bench figure 1.
 * Tooltip, Dropdown and the rest still import the real one, in their own chunks.
 */
export default function TooltipUniqueProviderLeftOut(): never {
  throw new Error("antd's ConfigProvider tooltip.unique is left out of the console's build: drop the replacement in webpack.config.ts to use it");
}
