import { deferEntryScripts, FIRST_VIEW_STARTER, firstViewPaint } from './first-view-hints';

const BUILT_HEAD = '<head><title>x</title><script defer src=/main.js></script><script defer="" src="/extra.js"></script></head>';

/** Sets up the page as the server writes /main: preloads in the head, the painted picture after the root. */
function paintMain(): HTMLImageElement {
  const [head] = deferEntryScripts(BUILT_HEAD)
    .match(/<head>(.*)<\/head>/)!
    .slice(1);
  document.head.innerHTML = head!;
  const paint = firstViewPaint({ pathname: '/main', random: 0 });
  // The starter is run by hand below; innerHTML never runs scripts.
  document.body.innerHTML = `<div id="root"></div>${paint}`;
  const picture = document.querySelector<HTMLImageElement>('#first-view img')!;
  // jsdom lays nothing out: the picture is given the width a browser gives it.
  Object.defineProperty(picture, 'offsetWidth', { value: 390, configurable: true });
  return picture;
}

const startedScripts = () => [...document.head.querySelectorAll('script')].map((s) => s.getAttribute('src'));
const runStarter = () => new Function(FIRST_VIEW_STARTER)();

describe('deferEntryScripts', () => {
  it('turns the built entry scripts into marked preloads, in order', () => {
    expect(deferEntryScripts(BUILT_HEAD)).toBe(
      '<head><title>x</title><link rel="preload" as="script" href="/main.js" data-first-view-start>' +
        '<link rel="preload" as="script" href="/extra.js" data-first-view-start></head>',
    );
  });
});

describe('the first-view starter', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('is written after the painted picture of /main', () => {
    expect(firstViewPaint({ pathname: '/main', random: 0 })).toContain(`<script>${FIRST_VIEW_STARTER}</script>`);
  });

  it('runs the entry scripts, in order and once, only after the picture has loaded and two frames', () => {
    const picture = paintMain();
    Object.defineProperty(picture, 'complete', { value: false });
    runStarter();
    jest.advanceTimersByTime(500);
    expect(startedScripts()).toEqual([]);
    picture.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(100);
    expect(startedScripts()).toEqual(['/main.js', '/extra.js']);
    expect([...document.head.querySelectorAll('script')].every((s) => !s.async)).toBe(true);
    jest.advanceTimersByTime(2000);
    expect(startedScripts()).toHaveLength(2);
  });

  it('does not wait more than a second for a picture that never arrives, nor at all after a failed one', () => {
    const picture = paintMain();
    Object.defineProperty(picture, 'complete', { value: false });
    runStarter();
    jest.advanceTimersByTime(999);
    expect(startedScripts()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(startedScripts()).toEqual(['/main.js', '/extra.js']);

    document.head.innerHTML = '';
    const failed = paintMain();
    Object.defineProperty(failed, 'complete', { value: false });
    runStarter();
    failed.dispatchEvent(new Event('error'));
    expect(startedScripts()).toEqual(['/main.js', '/extra.js']);
  });

  it('starts at once when the painted copy is hidden at this width (a phone-only copy on a wide screen)', () => {
    const picture = paintMain();
    Object.defineProperty(picture, 'complete', { value: false });
    Object.defineProperty(picture, 'offsetWidth', { value: 0 });
    runStarter();
    jest.advanceTimersByTime(0);
    expect(startedScripts()).toEqual(['/main.js', '/extra.js']);
  });
});
