/** The simulation feature's public face beyond its panel: prize costs in words, which the payout review says alike. */
export { formatCost } from './simulationSelectors';
