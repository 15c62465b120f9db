import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/render-with-providers';
import { RangeCalendar } from './range-calendar';

// Many pointer events on a two-month grid: generous on a busy CI machine (nothing here is timed).
jest.setTimeout(20_000);

const TODAY = '2024-05-10'; // a Friday

function renderCalendar(range: { checkIn: string; checkOut: string } = { checkIn: TODAY, checkOut: '2024-05-11' }) {
  const onRangeChange = jest.fn();
  const onDone = jest.fn();
  const view = renderWithProviders(<RangeCalendar id="cal" today={TODAY} {...range} onRangeChange={onRangeChange} onDone={onDone} />);
  return { ...view, onRangeChange, onDone };
}

const day = (name: string) => screen.getByRole('button', { name });

describe('RangeCalendar', () => {
  it('shows two months with weeks starting on Monday', () => {
    renderCalendar();

    const may = screen.getByRole('table', { name: '2024년 5월' });
    expect(screen.getByRole('table', { name: '2024년 6월' })).toBeInTheDocument();
    expect(screen.getAllByRole('table')).toHaveLength(2);
    expect(
      within(may)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['월', '화', '수', '목', '금', '토', '일']);
    // 1 May 2024 is a Wednesday: the third cell of the first week; 5 May (Sunday) closes that week.
    const firstWeek = within(may).getAllByRole('row')[1]!;
    const cells = within(firstWeek).getAllByRole('cell');
    // The number a sighted user sees (the full date beside it is for screen readers only).
    const shown = cells.map((cell) => cell.querySelector('[aria-hidden="true"]')?.textContent ?? '');
    expect(shown).toEqual(['', '', '1', '2', '3', '4', '5']);
    expect(within(cells[2]!).getByRole('button')).toHaveAccessibleName('2024년 5월 1일 수요일');
  });

  it('disables the days before today (Seoul) and paging back before this month', () => {
    renderCalendar();

    expect(day('2024년 5월 1일 수요일')).toBeDisabled();
    expect(day('2024년 5월 9일 목요일')).toBeDisabled();
    expect(day('2024년 5월 10일 금요일')).toBeEnabled();
    expect(day('2024년 5월 10일 금요일')).toHaveAttribute('aria-current', 'date');
    expect(screen.getByRole('button', { name: '이전 달' })).toBeDisabled();
  });

  it('shows the current range and puts the focus on its check-in', () => {
    renderCalendar({ checkIn: '2024-05-20', checkOut: '2024-05-23' });

    expect(day('2024년 5월 20일 월요일')).toHaveAttribute('aria-pressed', 'true');
    expect(day('2024년 5월 23일 목요일')).toHaveAttribute('aria-pressed', 'true');
    expect(day('2024년 5월 21일 화요일')).toHaveAttribute('aria-pressed', 'false');
    expect(day('2024년 5월 20일 월요일')).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('체크인 날짜를 선택하세요.');
  });

  it('restarts the start on an earlier or equal day and emits the range on a later one', async () => {
    const { user, onRangeChange, onDone } = renderCalendar();

    await user.click(day('2024년 5월 15일 수요일'));
    expect(day('2024년 5월 15일 수요일')).toHaveAttribute('aria-pressed', 'true');
    expect(day('2024년 5월 11일 토요일')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('status')).toHaveTextContent('체크아웃 날짜를 선택하세요.');

    await user.click(day('2024년 5월 12일 일요일')); // earlier: a new start
    expect(day('2024년 5월 12일 일요일')).toHaveAttribute('aria-pressed', 'true');
    expect(day('2024년 5월 15일 수요일')).toHaveAttribute('aria-pressed', 'false');

    await user.click(day('2024년 5월 12일 일요일')); // equal: still choosing the end
    expect(screen.getByRole('status')).toHaveTextContent('체크아웃 날짜를 선택하세요.');
    expect(onRangeChange).not.toHaveBeenCalled();

    await user.click(day('2024년 6월 2일 일요일')); // later, in the second month
    expect(onRangeChange).toHaveBeenCalledTimes(1);
    expect(onRangeChange).toHaveBeenCalledWith('2024-05-12', '2024-06-02');
    expect(screen.getByRole('status')).toHaveTextContent('5월 12일 (일) - 6월 2일 (일), 21박');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('closes 200 ms after the range is complete, not before', async () => {
    jest.useFakeTimers();
    try {
      const { onRangeChange, onDone } = renderCalendar();
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

      await user.click(day('2024년 5월 13일 월요일'));
      await user.click(day('2024년 5월 16일 목요일'));
      expect(onRangeChange).toHaveBeenCalledWith('2024-05-13', '2024-05-16');

      act(() => jest.advanceTimersByTime(199));
      expect(onDone).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(1));
      expect(onDone).toHaveBeenCalledTimes(1);

      // Clicks during the pause change nothing.
      await user.click(day('2024년 5월 20일 월요일'));
      expect(onRangeChange).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('marks the nights of the range, previewing it under the pointer while the end is chosen', async () => {
    const { user } = renderCalendar({ checkIn: '2024-05-20', checkOut: '2024-05-23' });
    const inRange = () => Array.from(document.querySelectorAll('td[data-in-range="true"] button')).map((b) => b.getAttribute('data-date'));
    expect(inRange()).toEqual(['2024-05-21', '2024-05-22']);

    await user.click(day('2024년 5월 12일 일요일'));
    expect(inRange()).toEqual([]);
    await user.hover(day('2024년 5월 15일 수요일'));
    expect(inRange()).toEqual(['2024-05-13', '2024-05-14']);
    await user.hover(day('2024년 5월 11일 토요일')); // before the start: no preview
    expect(inRange()).toEqual([]);
  });

  it('keeps a stay within 30 nights while the end is being chosen', async () => {
    const { user } = renderCalendar();

    await user.click(day('2024년 5월 12일 일요일'));

    expect(day('2024년 6월 11일 화요일')).toBeEnabled(); // 30 nights
    expect(day('2024년 6월 12일 수요일')).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('최대 30박까지 선택할 수 있어요.');
  });

  it('pages through the months, two at a time', async () => {
    const { user } = renderCalendar();

    await user.click(screen.getByRole('button', { name: '다음 달' }));
    expect(screen.getAllByRole('table').map((table) => table.querySelector('caption')?.textContent)).toEqual(['2024년 6월', '2024년 7월']);
    expect(screen.getByRole('button', { name: '이전 달' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: '이전 달' }));
    expect(screen.getByRole('table', { name: '2024년 5월' })).toBeInTheDocument();
  });

  it('stops paging a year ahead', async () => {
    const { user } = renderCalendar();
    const next = screen.getByRole('button', { name: '다음 달' });

    for (let i = 0; i < 11; i += 1) await user.click(next);

    expect(screen.getByRole('table', { name: '2025년 4월' })).toBeInTheDocument();
    expect(next).toBeDisabled();
  });

  it('is usable with the keyboard: arrows move between days (one tab stop), Enter picks', async () => {
    const { user, onRangeChange } = renderCalendar();
    expect(day('2024년 5월 10일 금요일')).toHaveFocus();
    expect(day('2024년 5월 10일 금요일')).toHaveAttribute('tabindex', '0');
    expect(day('2024년 5월 11일 토요일')).toHaveAttribute('tabindex', '-1');

    await user.keyboard('{ArrowLeft}'); // yesterday is in the past: stays
    expect(day('2024년 5월 10일 금요일')).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowRight}');
    expect(day('2024년 5월 18일 토요일')).toHaveFocus();
    await user.keyboard('{ArrowDown>7/}'); // seven weeks on is 6 July: the calendar pages forward
    expect(screen.getAllByRole('table').map((table) => table.querySelector('caption')?.textContent)).toEqual(['2024년 6월', '2024년 7월']);
    expect(day('2024년 7월 6일 토요일')).toHaveFocus();
    await user.keyboard('{ArrowUp>7/}'); // and back
    expect(screen.getByRole('table', { name: '2024년 5월' })).toBeInTheDocument();
    expect(day('2024년 5월 18일 토요일')).toHaveFocus();

    await user.keyboard('{Enter}');
    await user.keyboard('{ArrowDown>4/}');
    expect(day('2024년 6월 15일 토요일')).toHaveFocus();
    await user.keyboard('{ArrowDown}'); // 22 June is beyond 30 nights: the focus stays
    expect(day('2024년 6월 15일 토요일')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onRangeChange).toHaveBeenCalledWith('2024-05-18', '2024-06-15');
  });
});
