import { Switch } from 'antd';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { FormField } from '../../../../components/FormField';
import { TOURNAMENT_FIELD_LABELS } from '../../../../domain/tournamentFieldLabels';
import { useFormatText } from '../../../../i18n/useFormatText';
import { MANUAL_PAYOUT_HINT, selectPayoutReviewOffered } from '../../../payoutReview';
import { selectFields } from '../../editorSelectors';
import { fieldChanged } from '../../editorSlice';

const ID = 'manual_payout';

/** The working copy's manual_payout, false while absent (the API reads it only when true). */
const selectManualPayout = (state: Parameters<typeof selectFields>[0]) => selectFields(state)?.manual_payout === true;

/**
 * Manual payout (issue 28, the API's 'payoutReview' extension): the prizes wait for review at the end. Shown only
 * where the API reviews payouts; switched off it sends false, so a save turns it off.
 */
export function ManualPayoutSwitch() {
  const dispatch = useAppDispatch();
  const format = useFormatText();
  const offered = useAppSelector(selectPayoutReviewOffered);
  const checked = useAppSelector(selectManualPayout);
  if (!offered) return null;
  return (
    <FormField label={format(TOURNAMENT_FIELD_LABELS.manual_payout)} id={ID} extra={format(MANUAL_PAYOUT_HINT)}>
      {(control) => <Switch {...control} checked={checked} onChange={(value) => dispatch(fieldChanged({ field: 'manual_payout', value }))} />}
    </FormField>
  );
}
