/** The games' components for a wagering condition's row: the picker and the strip of the games chosen. */
export { GamePicker } from './components/GamePicker';
export { SelectedGamesStrip } from './components/SelectedGamesStrip';
