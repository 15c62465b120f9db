import { useState } from 'react';

/**
 * The filters a list applies together with its 검색 button: the fields edit a draft, which follows the address
 * whenever that changes (back, forward, a link from another page). `set(key)` is an input's onChange.
 */
export function useFilterDraft<V extends Record<string, string>>(applied: V) {
  const [draft, setDraft] = useState(applied);
  const key = JSON.stringify(applied);
  const [seen, setSeen] = useState(key);
  if (seen !== key) {
    // Adjusting state while rendering (not in an effect): the fields never show the old values for a frame.
    setSeen(key);
    setDraft(applied);
  }
  const set = (name: keyof V) => (event: { target: { value: string } }) => setDraft((current) => ({ ...current, [name]: event.target.value }));
  return { draft, setDraft, set };
}
