import type { LazyFeature } from '../../app/lazyFeature';
import { editorFeature } from '../editor/editorFeature';
import { resultsSagas } from './resultsSagas';
import { resultsSlice } from './resultsSlice';

/** The Results tab of the tournament page: funnel, turnover, GGR, prize cost, ROI and their charts (issue 28). */
export const resultsFeature: LazyFeature = {
  slice: resultsSlice,
  saga: resultsSagas,
  // The tab is shown for the tournament the editor opened.
  needs: [editorFeature],
};
