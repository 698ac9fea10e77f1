import { createSlice } from '@reduxjs/toolkit';
import { API_EXTENSIONS, type ApiExtension } from '../domain/apiExtensions';

/**
 * What the API offers beyond the spec, from /config.json (preloaded at start, see index.tsx). Every extension
 * unless told otherwise: the console's own server offers them all.
 */
const apiExtensionsSlice = createSlice({
  name: 'apiExtensions',
  initialState: [...API_EXTENSIONS] as ApiExtension[],
  reducers: {},
});

export const apiExtensionsReducer = apiExtensionsSlice.reducer;

export type WithApiExtensions = { apiExtensions: readonly ApiExtension[] };

/** Whether the API offers this extension: what it lacks, the console hides (and its sagas never call). */
export const selectApiOffers = (state: WithApiExtensions, extension: ApiExtension): boolean => state.apiExtensions.includes(extension);
