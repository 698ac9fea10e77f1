/** The boosters' tab for the tournament page. */
export { BoostersTab } from './components/BoostersTab';
