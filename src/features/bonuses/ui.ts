/** The bonus catalog's components for other features: the picker of a tier's or an unsent bonus's bonus. */
export { BonusPicker } from './components/BonusPicker';
