import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { renderWithStore, signedInAuthState } from '../../../../test/renderWithStore';
import TournamentRoutePage, { parseTournamentId } from './TournamentPage';

describe('the /tournament/{id} route', () => {
  it.each(['abc', '0', '-3', '1.5', '12abc', '99999999999'])("shows 'Page not found' for %s and opens no tournament", async (id) => {
    const { store } = renderWithStore(
      <Routes>
        <Route path="/tournament/:id" element={<TournamentRoutePage />} />
      </Routes>,
      { route: `/tournament/${id}`, preloadedState: { auth: signedInAuthState } },
    );
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    expect(store.getState().openedTournament.opened).toBeNull();
  });

  it('reads a positive integer id', () => {
    expect(parseTournamentId('42')).toBe(42);
    expect(parseTournamentId(undefined)).toBeUndefined();
  });
});
