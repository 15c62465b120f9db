import { FIRST_VIEW_ELEMENT_ID, firstViewPaint } from 'shared-contracts/schemas';
import { FIRST_VIEW_ID, firstViewPainted } from './first-view-gate';

describe('firstViewPainted', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    jest.useRealTimers();
  });

  it('names the element the server paints', () => {
    expect(FIRST_VIEW_ID).toBe(FIRST_VIEW_ELEMENT_ID);
  });

  it('resolves at once on a page the server painted nothing on', async () => {
    await expect(firstViewPainted(document, 60_000)).resolves.toBeUndefined();
  });

  /** The page as the server writes /main; jsdom lays nothing out, so the picture gets a browser's width. */
  const paintMain = (width = 390) => {
    document.body.innerHTML = `<div id="root"></div>${firstViewPaint({ pathname: '/main', random: 0 })}`;
    Object.defineProperty(document.querySelector('#first-view img')!, 'offsetWidth', { value: width });
  };

  it('resolves at once when the painted picture is hidden at this width', async () => {
    paintMain(0);
    await expect(firstViewPainted(document, 60_000)).resolves.toBeUndefined();
  });

  it('waits for the painted picture to load, then for a frame', async () => {
    paintMain();
    let done = false;
    const painted = firstViewPainted(document, 60_000).then(() => {
      done = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(done).toBe(false);
    document.querySelector('#first-view img')!.dispatchEvent(new Event('load'));
    await painted;
    expect(done).toBe(true);
  });

  it('does not hold the site longer than its limit when the picture is slow', async () => {
    jest.useFakeTimers();
    paintMain();
    const painted = firstViewPainted(document, 1000);
    jest.advanceTimersByTime(1000);
    await expect(painted).resolves.toBeUndefined();
  });
});
