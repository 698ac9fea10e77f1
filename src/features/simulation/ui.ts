/** The simulation's button and panel for the tournament page's header. */
export { SimulateButton } from './components/SimulateButton';
export { SimulatePanel } from './components/SimulatePanel';
