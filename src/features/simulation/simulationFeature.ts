import type { LazyFeature } from '../../app/lazyFeature';
import { editorFeature } from '../editor/editorFeature';
import { simulationSagas } from './simulationSagas';
import { simulationSlice } from './simulationSlice';

/** The tournament page's Simulate panel: it runs the editor's working copy and boosters. */
export const simulationFeature: LazyFeature = {
  slice: simulationSlice,
  saga: simulationSagas,
  needs: [editorFeature],
};
