import type { LazyFeature } from '../../app/lazyFeature';
import { editorFeature } from '../editor/editorFeature';
import { payoutReviewSagas } from './payoutReviewSagas';
import { payoutReviewSlice } from './payoutReviewSlice';

/** The Review tab of the tournament page: the prizes before they go out, disqualifications and the approval (issue 28). */
export const payoutReviewFeature: LazyFeature = {
  slice: payoutReviewSlice,
  saga: payoutReviewSagas,
  // The tab is shown for the tournament the editor opened.
  needs: [editorFeature],
};
