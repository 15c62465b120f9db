import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { selectIsAdmin, selectIsAuthenticated, selectIsOwner, selectRoles, selectToken, sessionCleared, tokenStored } from '../session/session.slice';
import { fakeJwt, MemoryStorage } from '../testing/fake-http';
import { createAppStore, injectSlice, rootReducer } from './app-store';

const ownerFilters = createSlice({
  name: 'ownerFilters',
  initialState: { hotelId: null as number | null },
  reducers: { hotelChosen: (state, action: { payload: number }) => ({ ...state, hotelId: action.payload }) },
  selectors: { selectHotelId: (state) => state.hotelId },
});

// What a remote writes next to its slice (against 'shared-contracts') so RootState knows the slice.
declare module './app-store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof ownerFilters> {}
}

describe('createAppStore', () => {
  it('starts from the stored token by default', () => {
    const storage = new MemoryStorage({ accessToken: 'legacy' });
    const store = createAppStore({ storage });
    expect(selectToken(store.getState())).toBe('legacy');
    expect(selectIsAuthenticated(store.getState())).toBe(true);
  });

  it('starts signed out when told so', () => {
    const store = createAppStore({ token: null, storage: new MemoryStorage({ token: 't' }) });
    expect(selectIsAuthenticated(store.getState())).toBe(false);
  });

  it('mirrors token changes to storage', () => {
    const storage = new MemoryStorage();
    const store = createAppStore({ token: null, storage });
    const token = fakeJwt({ roles: ['ROLE_OWNER'] });
    store.dispatch(tokenStored(token));
    expect(storage.getItem('token')).toBe(token);
    expect(selectRoles(store.getState())).toEqual(['ROLE_OWNER']);
    expect(selectIsOwner(store.getState())).toBe(true);
    expect(selectIsAdmin(store.getState())).toBe(false);

    store.dispatch(sessionCleared());
    expect(storage.getItem('token')).toBeNull();
    expect(selectToken(store.getState())).toBeNull();
    expect(selectRoles(store.getState())).toEqual([]);
  });

  it('holds the api reducer and accepts slices injected later by remotes', () => {
    const store = createAppStore({ token: null, storage: new MemoryStorage() });
    expect(store.getState().api).toBeDefined();

    const injected = ownerFilters.injectInto(rootReducer);
    // Before any action reaches it, the injected selector still answers from the initial state.
    expect(injected.selectors.selectHotelId(store.getState())).toBeNull();
    store.dispatch(ownerFilters.actions.hotelChosen(7));
    expect(injected.selectors.selectHotelId(store.getState())).toBe(7);
    expect(store.getState().ownerFilters?.hotelId).toBe(7);

    const other = createSlice({ name: 'searchDraft', initialState: { q: '' }, reducers: {} });
    injectSlice(other);
    store.dispatch({ type: 'any/action' });
    expect((store.getState() as Record<string, unknown>)['searchDraft']).toEqual({ q: '' });
  });
});
