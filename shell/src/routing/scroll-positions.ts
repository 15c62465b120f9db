const STORAGE_KEY = 'scrollPositions';
/** Enough for a long visit; the oldest entries go first. */
const MAX_ENTRIES = 100;

type Positions = Record<string, number>;

let memory: Positions | null = null;

/**
 * react-router's key for a history entry it did not create: every typed address, bookmark or outside link opens
 * under it, so a position filed under it would belong to whatever page the tab loaded last.
 */
export const UNKEYED_ENTRY = 'default';

/** This document's start time, unique per document load in a tab: the key of the entry the load opened. */
const documentKey = () => `doc${Math.round(performance.timeOrigin * 1000).toString(36)}`;

/**
 * Gives the entry a document load opened (a typed address, a bookmark, an outside link) a key of its own in
 * history.state, where react-router reads it on back/forward and on reload. Returns that key.
 */
export function keyUnkeyedEntry(key: string = documentKey()): string {
  const state: unknown = window.history.state;
  window.history.replaceState({ ...(state && typeof state === 'object' ? state : {}), key }, '');
  return key;
}

export function readScrollPositions(): Positions {
  if (memory) return memory;
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    memory = parsed && typeof parsed === 'object' ? (parsed as Positions) : {};
  } catch {
    memory = {};
  }
  return memory;
}

export function rememberScrollPosition(key: string, top: number): void {
  if (key === UNKEYED_ENTRY) return;
  const positions = readScrollPositions();
  delete positions[key]; // re-inserted last: insertion order is the age order
  positions[key] = Math.round(top);
  const keys = Object.keys(positions);
  for (const old of keys.slice(0, Math.max(keys.length - MAX_ENTRIES, 0))) delete positions[old];
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // Without storage the positions still live for this document.
  }
}
