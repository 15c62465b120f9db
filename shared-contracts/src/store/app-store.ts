import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi } from '../api/base-api';
import { sessionCleared, sessionSlice, tokenStored } from '../session/session.slice';
import { clearStoredToken, readStoredToken, storeToken, type KeyValueStorage } from '../session/token-storage';

/**
 * Slices that remotes inject later. A remote injects with `mySlice.injectInto(rootReducer)` (or
 * `injectSlice(mySlice)`) and declares the slice here so RootState and the injected selectors agree:
 *
 *   declare module 'shared-contracts' {
 *     export interface LazyLoadedSlices extends WithSlice<typeof mySlice> {}
 *   }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(baseApi, sessionSlice).withLazyLoadedSlices<LazyLoadedSlices>();

/** Adds a remote's slice to the running store (idempotent for the same slice). */
// `inject` is a closure over the combined reducer, so it is safe to hand out unbound.
export const injectSlice: typeof rootReducer.inject = rootReducer.inject;

export type RootState = ReturnType<typeof rootReducer>;

export interface CreateAppStoreOptions {
  /** Initial token; defaults to the one in localStorage. Pass null to start signed out. */
  token?: string | null;
  /** Where token changes are mirrored (localStorage by default). */
  storage?: KeyValueStorage | null;
}

export function createAppStore(options: CreateAppStoreOptions = {}) {
  const storage = options.storage;
  const token = options.token === undefined ? readStoredToken(storage) : options.token;

  // Mirroring on the actions (not on every state change) keeps storage writes to real session changes,
  // and lets login screens simply dispatch tokenStored(token).
  const tokenSync = createListenerMiddleware();
  tokenSync.startListening({
    actionCreator: tokenStored,
    effect: (action) => storeToken(action.payload, storage),
  });
  tokenSync.startListening({
    actionCreator: sessionCleared,
    effect: () => clearStoredToken(storage),
  });

  const store = configureStore({
    reducer: rootReducer,
    preloadedState: { session: { token } },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().prepend(tokenSync.middleware).concat(baseApi.middleware),
  });
  // refetchOnFocus / refetchOnReconnect support; it checks for window itself, so this is safe in Node.
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
