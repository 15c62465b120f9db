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

  it('waits for the painted picture to load, then for a frame', async () => {
    document.body.innerHTML = `<div id="root"></div>${firstViewPaint({ pathname: '/main', random: 0 })}`;
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
    document.body.innerHTML = `<div id="root"></div>${firstViewPaint({ pathname: '/main', random: 0 })}`;
    const painted = firstViewPainted(document, 1000);
    jest.advanceTimersByTime(1000);
    await expect(painted).resolves.toBeUndefined();
  });
});
