import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { isAdminRoles, isOwnerRoles } from './role-guards';
import { rolesFromToken } from './token-claims';

export interface SessionState {
  token: string | null;
}

const initialState: SessionState = { token: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    tokenStored(state, action: PayloadAction<string>) {
      state.token = action.payload;
    },
    sessionCleared(state) {
      state.token = null;
    },
  },
});

export const { tokenStored, sessionCleared } = sessionSlice.actions;

// Selectors take the minimal shape instead of RootState so this file does not depend on the store
// (which depends on it), and so remotes' own partial test stores can use them.
interface WithSession {
  session: SessionState;
}

export const selectToken = (state: WithSession): string | null => state.session.token;

/**
 * True while a token is held, even an expired one: the first 401 then refreshes it through the
 * cookie, so treating expiry as "logged out" would bounce users to /login needlessly.
 */
export const selectIsAuthenticated = (state: WithSession): boolean => state.session.token !== null;

export const selectRoles = createSelector([selectToken], (token): string[] => rolesFromToken(token));
export const selectIsOwner = createSelector([selectRoles], (roles) => isOwnerRoles(roles));
export const selectIsAdmin = createSelector([selectRoles], (roles) => isAdminRoles(roles));
