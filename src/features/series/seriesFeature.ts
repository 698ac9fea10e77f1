import type { LazyFeature } from '../../app/lazyFeature';
import { editorFeature } from '../editor/editorFeature';
import { seriesSagas } from './seriesSagas';
import { seriesSlice } from './seriesSlice';
import { seriesToastsFor } from './seriesToasts';

/** Recurring series (issue 28): the Series pages, and 'Repeat as a series' on a tournament's page, which reads the editor's tournament. */
export const seriesFeature: LazyFeature = {
  slice: seriesSlice,
  saga: seriesSagas,
  toastsFor: seriesToastsFor,
  needs: [editorFeature],
};
