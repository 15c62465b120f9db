import { act, renderHook } from '@testing-library/react';
import { useFilterDraft } from './filter-draft.hook';
import { EMPTY_FILTERS, type SearchFilters } from './search-query';

const five: SearchFilters = { ...EMPTY_FILTERS, grades: [5] };
const fiveFour: SearchFilters = { ...EMPTY_FILTERS, grades: [5, 4] };

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function renderDraft() {
  const commit = jest.fn();
  const view = renderHook(({ committed }) => useFilterDraft(committed, commit), {
    initialProps: { committed: EMPTY_FILTERS },
  });
  return { ...view, commit };
}

describe('useFilterDraft', () => {
  it('shows a change at once and commits the last one 300 ms after the last change', () => {
    const { result, commit } = renderDraft();

    act(() => result.current.change(five));
    expect(result.current.filters).toEqual(five);
    act(() => jest.advanceTimersByTime(299));
    act(() => result.current.change(fiveFour));
    act(() => jest.advanceTimersByTime(299));
    expect(commit).not.toHaveBeenCalled();

    act(() => jest.advanceTimersByTime(1));
    expect(commit).toHaveBeenCalledTimes(1);
    expect(commit).toHaveBeenCalledWith(fiveFour);
  });

  it('keeps showing an applied change until the address has moved on', () => {
    const { result, commit, rerender } = renderDraft();

    act(() => result.current.apply(five));
    expect(commit).toHaveBeenCalledWith(five);
    // The router has not rendered the new address yet: the choice must not flicker back.
    rerender({ committed: EMPTY_FILTERS });
    expect(result.current.filters).toEqual(five);

    rerender({ committed: five });
    expect(result.current.filters).toEqual(five);
    // From now on the address decides (e.g. back to an older address).
    rerender({ committed: EMPTY_FILTERS });
    expect(result.current.filters).toEqual(EMPTY_FILTERS);
  });

  it('applies at once and cancels a waiting change', () => {
    const { result, commit } = renderDraft();

    act(() => result.current.change(five));
    act(() => result.current.apply(EMPTY_FILTERS));
    act(() => jest.advanceTimersByTime(1000));
    expect(commit).toHaveBeenCalledTimes(1);
    expect(commit).toHaveBeenCalledWith(EMPTY_FILTERS);
  });

  it('keeps a waiting change when the address changes meanwhile, and still applies it', () => {
    const { result, commit, rerender } = renderDraft();

    act(() => result.current.change(five));
    rerender({ committed: { ...EMPTY_FILTERS, ratingBands: [4] } });
    expect(result.current.filters).toEqual(five);
    act(() => jest.advanceTimersByTime(300));
    expect(commit).toHaveBeenCalledWith(five);
  });

  it('drops a waiting change when the page goes away', () => {
    const { result, commit, unmount } = renderDraft();

    act(() => result.current.change(five));
    unmount();
    act(() => jest.advanceTimersByTime(1000));
    expect(commit).not.toHaveBeenCalled();
  });
});
