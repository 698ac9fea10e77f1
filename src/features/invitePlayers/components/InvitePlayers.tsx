import { Button } from 'antd';
import { useEffect } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { useFormatText } from '../../../i18n/useFormatText';
import { invitePlayersLeft, inviteDialogOpened } from '../invitePlayersSlice';
import { invitePlayersMessages } from '../messages';
import { InvitePlayersDialog } from './InvitePlayersDialog';

/** 'Invite players' and its dialog for `tournamentId`; leaving the screen that shows it cancels a run under way. */
export function InvitePlayers({ tournamentId }: { tournamentId: number }) {
  const format = useFormatText();
  const dispatch = useAppDispatch();
  useEffect(
    () => () => {
      dispatch(invitePlayersLeft());
    },
    [dispatch],
  );
  return (
    <>
      <Button onClick={() => dispatch(inviteDialogOpened(tournamentId))}>{format(invitePlayersMessages.invitePlayers)}</Button>
      <InvitePlayersDialog />
    </>
  );
}
