import { keyUnkeyedEntry, readScrollPositions, rememberScrollPosition, UNKEYED_ENTRY } from './scroll-positions';

describe('scroll positions by history entry', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('files a position under its entry and keeps it in sessionStorage', () => {
    rememberScrollPosition('abc123', 812.4);
    expect(readScrollPositions().abc123).toBe(812);
    expect(JSON.parse(window.sessionStorage.getItem('scrollPositions') ?? '{}')).toMatchObject({ abc123: 812 });
  });

  it('never files a position under the key every document load shares', () => {
    rememberScrollPosition(UNKEYED_ENTRY, 900);
    expect(readScrollPositions()[UNKEYED_ENTRY]).toBeUndefined();
  });

  it('gives an unkeyed entry a key of its own in history.state, keeping what the router stored there', () => {
    window.history.replaceState({ idx: 0, usr: null }, '');
    const key = keyUnkeyedEntry();
    expect(key).toMatch(/^doc[0-9a-z]+$/);
    expect(window.history.state).toEqual({ idx: 0, usr: null, key });
    keyUnkeyedEntry('doc42');
    expect(window.history.state).toEqual({ idx: 0, usr: null, key: 'doc42' });
  });
});
