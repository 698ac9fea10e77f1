import type { TournamentFormProps } from '../form/TournamentForm';

/**
 * The pages' tests replace the form (it has tests of its own) with this stand-in, which shows the
 * one thing a page decides about it: whether it is read-only.
 */
export function TournamentFormStub({ readOnly }: TournamentFormProps) {
  return <form aria-label="Tournament" data-readonly={String(readOnly)} />;
}
