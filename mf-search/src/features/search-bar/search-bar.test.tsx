import { useState } from 'react';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REGION_NAMES, setNavigator, type SearchBarProps } from 'shared-contracts';
import { mockFetch, requestedPaths, restoreFetch, type MockHandler } from '../../testing/fetch-mock';
import { renderWithProviders } from '../../testing/render-with-providers';
import { SearchBar } from './search-bar';

/** A field button's name: its label, then its value (whitespace between them as the browser computes it). */
const fieldName = (label: string, value: string) => new RegExp(`^${label}\\s*${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

// Many pointer events on a two-month grid: generous on a busy CI machine (nothing here is timed).
jest.setTimeout(20_000);

// 10 May 2024, 01:00 in Seoul (still 9 May in UTC): "today" must be the Seoul date.
const NOW = new Date('2024-05-09T16:00:00Z');

const SUGGESTIONS = [
  { hotelId: 7, name: '신라 호텔', region: '서울특별시', address: '서울특별시 중구 동호로 249' },
  { hotelId: 9, name: '신라스테이 해운대', region: '부산광역시', address: '부산광역시 해운대구 해운대로 570' },
];

function setup(props: SearchBarProps = {}, handler: MockHandler = () => ({ body: SUGGESTIONS })) {
  const fetchMock = mockFetch(handler);
  const view = renderWithProviders(<SearchBar {...props} />, { route: '/main' });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  return { ...view, user, fetchMock };
}

const destination = () => screen.getByRole('combobox', { name: '여행지' });
const datesButton = () => screen.getByRole('button', { name: /^숙박 날짜/ });
const guestsButton = () => screen.getByRole('button', { name: /^인원/ });
const advance = (ms: number) => act(async () => jest.advanceTimersByTime(ms));
const query = (path: string) => Object.fromEntries(new URL(path, 'http://localhost').searchParams);

beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
});

afterEach(() => {
  jest.useRealTimers();
  restoreFetch();
  setNavigator(null);
});

describe('SearchBar', () => {
  it('starts with today and tomorrow in Seoul, 2 adults, and searches with them', async () => {
    const { user, currentPath, fetchMock } = setup();

    expect(screen.getByRole('search', { name: '숙소 검색' })).toBeInTheDocument();
    expect(datesButton()).toHaveAccessibleName(fieldName('숙박 날짜', '5월 10일 (금) - 5월 11일 (토) · 1박'));
    expect(guestsButton()).toHaveAccessibleName(fieldName('인원', '성인 2명'));

    await user.click(screen.getByRole('button', { name: '검색' }));

    expect(currentPath()).toBe('/search?checkIn=2024-05-10&checkOut=2024-05-11&guests=2&adults=2&children=0&offset=0');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('walks destination → dates → guests and searches the chosen region', async () => {
    const { user, currentPath } = setup();

    await user.click(destination());
    const regions = await screen.findByRole('group', { name: '지역' });
    expect(
      within(regions)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([...REGION_NAMES]);
    await user.click(within(regions).getByRole('option', { name: '부산광역시' }));

    expect(destination()).toHaveValue('부산광역시');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    const calendar = screen.getByRole('dialog', { name: '숙박 날짜 선택' });
    await user.click(within(calendar).getByRole('button', { name: '2024년 5월 20일 월요일' }));
    await user.click(within(calendar).getByRole('button', { name: '2024년 5월 23일 목요일' }));
    expect(datesButton()).toHaveAccessibleName(fieldName('숙박 날짜', '5월 20일 (월) - 5월 23일 (목) · 3박'));
    expect(screen.getByRole('dialog', { name: '숙박 날짜 선택' })).toBeInTheDocument();

    await advance(200);
    expect(screen.queryByRole('dialog', { name: '숙박 날짜 선택' })).not.toBeInTheDocument();
    const guests = screen.getByRole('dialog', { name: '인원 선택' });
    expect(guests).toHaveFocus();
    await user.click(within(guests).getByRole('button', { name: '성인 늘리기' }));
    await user.click(within(guests).getByRole('button', { name: '아동 늘리기' }));
    await user.click(within(guests).getByRole('button', { name: '아동 늘리기' }));
    await user.click(within(guests).getByRole('button', { name: '아동 늘리기' }));
    await user.click(within(guests).getByRole('button', { name: '확인' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(guestsButton()).toHaveAccessibleName(fieldName('인원', '성인 3명 · 아동 3명'));
    expect(screen.getByRole('button', { name: '검색' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: '검색' }));

    expect(currentPath()).toBe(
      '/search?checkIn=2024-05-20&checkOut=2024-05-23&guests=4&adults=3&children=3&region=%EB%B6%80%EC%82%B0%EA%B4%91%EC%97%AD%EC%8B%9C&offset=0',
    );
  });

  it('asks for suggestions once, 200 ms after typing stops, and opens a suggested hotel', async () => {
    const { user, fetchMock, currentPath } = setup();

    await user.type(destination(), '신');
    await screen.findByRole('listbox', { name: '여행지 추천' });
    await advance(150);
    await user.type(destination(), '라');
    await advance(199);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('검색 중…');

    await advance(1);
    expect(requestedPaths(fetchMock)).toEqual([`/api/search/suggest?q=${encodeURIComponent('신라')}&limit=8`]);
    const hotels = await screen.findByRole('group', { name: '호텔' });
    expect(within(hotels).getAllByRole('option')).toHaveLength(2);
    // '신라' matches no region's name, so only hotels are offered.
    expect(screen.queryByRole('group', { name: '지역' })).not.toBeInTheDocument();

    await user.click(within(hotels).getByRole('option', { name: /신라 호텔/ }));

    expect(currentPath()).toBe('/hotels/7?checkIn=2024-05-10&checkOut=2024-05-11&guests=2');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('says when no hotel matches, and filters the regions by the text', async () => {
    const { user } = setup({}, () => ({ body: [] }));

    await user.type(destination(), '부산');
    await screen.findByRole('listbox', { name: '여행지 추천' });
    await advance(200);

    expect(await screen.findByText('일치하는 호텔이 없습니다')).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: '지역' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['부산광역시']);
  });

  it('lists the 17 시·도 with 세종 and 제주, and 제주 typed narrows to it and searches it', async () => {
    const { user, currentPath } = setup({}, () => ({ body: [] }));

    await user.click(destination());
    const all = within(await screen.findByRole('group', { name: '지역' }))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(all).toHaveLength(17);
    expect(all.slice(6, 8)).toEqual(['울산광역시', '세종특별자치시']);
    expect(all.at(-1)).toBe('제주특별자치도');
    await user.type(destination(), '제주');
    const narrowed = within(screen.getByRole('group', { name: '지역' }));
    expect(narrowed.getAllByRole('option').map((o) => o.textContent)).toEqual(['제주특별자치도']);
    await user.click(narrowed.getByRole('option', { name: '제주특별자치도' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: '검색' }));
    expect(query(currentPath())).toMatchObject({ region: '제주특별자치도', offset: '0' });
  });

  it('stays on the page when suggestions fail, and still searches the typed text', async () => {
    const navigator = jest.fn();
    setNavigator(navigator);
    const { user, currentPath } = setup({}, () => ({ status: 500, body: { message: '서버 오류' } }));

    await user.type(destination(), '해운대');
    await screen.findByRole('listbox', { name: '여행지 추천' });
    await advance(200);

    expect(await screen.findByText(/추천 호텔을 불러오지 못했습니다/)).toBeInTheDocument();
    expect(navigator).not.toHaveBeenCalled();

    await user.keyboard('{Enter}'); // the text becomes the query and the calendar opens
    expect(await screen.findByRole('dialog', { name: '숙박 날짜 선택' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '검색' }));

    expect(query(currentPath())).toEqual({
      checkIn: '2024-05-10',
      checkOut: '2024-05-11',
      guests: '2',
      adults: '2',
      children: '0',
      q: '해운대',
      offset: '0',
    });
  });

  it('moves through the options with the arrow keys and picks with Enter', async () => {
    const { user } = setup();

    await user.click(destination());
    await screen.findByRole('listbox', { name: '여행지 추천' });
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getByRole('option', { name: '부산광역시' });
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(destination()).toHaveAttribute('aria-activedescendant', second.id);

    await user.keyboard('{Enter}');

    expect(destination()).toHaveValue('부산광역시');
    expect(await screen.findByRole('dialog', { name: '숙박 날짜 선택' })).toBeInTheDocument();
  });

  it('typing over a chosen region turns it into a text query', async () => {
    const { user, currentPath } = setup({ initial: { region: '서울특별시' } });

    expect(destination()).toHaveValue('서울특별시');
    await user.clear(destination());
    await user.type(destination(), '명동');
    await user.click(screen.getByRole('button', { name: '검색' }));

    expect(query(currentPath())).toMatchObject({ q: '명동' });
    expect(query(currentPath())).not.toHaveProperty('region');
  });

  it('closes a panel with Escape (focus back on its trigger) and on a click outside', async () => {
    const { user } = setup();

    await user.click(datesButton());
    expect(await screen.findByRole('dialog', { name: '숙박 날짜 선택' })).toBeInTheDocument();
    expect(datesButton()).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(datesButton()).toHaveFocus();

    await user.click(guestsButton());
    expect(screen.getByRole('dialog', { name: '인원 선택' })).toBeInTheDocument();
    await user.click(document.body);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(destination());
    expect(await screen.findByRole('listbox', { name: '여행지 추천' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(destination()).toHaveFocus();
  });

  it('closes a panel when the focus moves past the bar', async () => {
    mockFetch(() => ({ body: [] }));
    renderWithProviders(
      <>
        <SearchBar />
        <a href="#next">다음 내용</a>
      </>,
    );
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

    await user.click(guestsButton());
    const confirm = await screen.findByRole('button', { name: '확인' });
    await user.click(confirm);
    await user.click(guestsButton());
    expect(await screen.findByRole('dialog', { name: '인원 선택' })).toBeInTheDocument();
    screen.getByRole('button', { name: '확인' }).focus();
    await user.tab();

    expect(screen.getByRole('link', { name: '다음 내용' })).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('pre-fills from the page query (compact variant) and follows it when it changes', async () => {
    const first = { region: '강원특별자치도', checkIn: '2024-06-01', checkOut: '2024-06-04', adults: 3, children: 3 };
    const second = { q: '호텔', checkIn: '2024-07-01', checkOut: '2024-07-02', adults: 3, children: 3 };
    function Page() {
      // What /search does: the bar gets the query of the current URL.
      const [initial, setInitial] = useState<SearchBarProps['initial']>(first);
      return (
        <>
          <button type="button" onClick={() => setInitial(second)}>
            뒤로 가기
          </button>
          <SearchBar compact initial={initial} />
        </>
      );
    }
    mockFetch(() => ({ body: [] }));
    const { currentPath } = renderWithProviders(<Page />);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

    expect(destination()).toHaveValue('강원특별자치도');
    expect(datesButton()).toHaveAccessibleName(fieldName('숙박 날짜', '6월 1일 (토) - 6월 4일 (화) · 3박'));
    expect(guestsButton()).toHaveAccessibleName(fieldName('인원', '성인 3명 · 아동 3명'));

    await user.click(screen.getByRole('button', { name: '뒤로 가기' }));
    expect(destination()).toHaveValue('호텔');
    expect(datesButton()).toHaveAccessibleName(fieldName('숙박 날짜', '7월 1일 (월) - 7월 2일 (화) · 1박'));

    await user.click(screen.getByRole('button', { name: '검색' }));
    expect(query(currentPath())).toEqual({
      checkIn: '2024-07-01',
      checkOut: '2024-07-02',
      guests: '4',
      adults: '3',
      children: '3',
      q: '호텔',
      offset: '0',
    });
  });
});
