import type { SagaIterator } from 'redux-saga';
import { put, select, takeLeading } from 'redux-saga/effects';
import { fetchAvailableBonuses, type AvailableBonus } from '../../api/bonuses';
import { abortableCall } from '../../lib/abortableCall';
import { selectBonusCatalogStatus } from './bonusesSelectors';
import { type BonusCatalogStatus, catalogLoaded, catalogLoadFailed, catalogRequested, pickerOpened } from './bonusesSlice';
import { errorMessage } from '../../lib/errorMessage';

/** Loads the catalog unless a load already succeeded; a failed load is tried again on the next request. */
export function* loadBonusCatalog(): SagaIterator {
  const status: BonusCatalogStatus = yield select(selectBonusCatalogStatus);
  if (status === 'loaded') return;
  try {
    const bonuses: AvailableBonus[] = yield abortableCall(fetchAvailableBonuses);
    yield put(catalogLoaded(bonuses));
  } catch (error) {
    yield put(catalogLoadFailed({ message: errorMessage(error) }));
  }
}

export function* bonusesSagas(): SagaIterator {
  // takeLeading: requests while a load is in flight are answered by that load (spec §7: once).
  yield takeLeading([catalogRequested, pickerOpened], loadBonusCatalog);
}
