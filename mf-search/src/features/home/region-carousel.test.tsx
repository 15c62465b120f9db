import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render-with-providers';
import { RegionCarousel, wrapPage } from './region-carousel';

function visibleRegionNames() {
  const list = screen.getByRole('list', { name: '지역별로 둘러보기' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => within(item).getByRole('link').textContent);
}

describe('RegionCarousel', () => {
  it('shows the first four regions with their average prices', () => {
    renderWithProviders(<RegionCarousel />);

    expect(visibleRegionNames()).toEqual(['서울', '부산', '대구', '인천']);
    expect(screen.getByText('서울특별시')).toBeInTheDocument();
    expect(screen.getByText('평균 120,000원')).toBeInTheDocument();
    expect(screen.getByText('평균 110,000원')).toBeInTheDocument();
    expect(screen.getByText('5쪽 중 1쪽')).toBeInTheDocument();
  });

  it('shows the image the API generates for each region (lower-case code)', () => {
    const { container } = renderWithProviders(<RegionCarousel />);
    const sources = Array.from(container.querySelectorAll('img')).map((img) => img.getAttribute('src'));
    expect(sources).toEqual([
      '/api/images/regions/seoul.webp',
      '/api/images/regions/busan.webp',
      '/api/images/regions/daegu.webp',
      '/api/images/regions/incheon.webp',
    ]);
  });

  it('pages forward and wraps from the last page back to the first', async () => {
    const { user } = renderWithProviders(<RegionCarousel />);
    const next = screen.getByRole('button', { name: '다음 지역' });

    await user.click(next);
    expect(visibleRegionNames()).toEqual(['광주', '대전', '울산', '세종']);
    await user.click(next);
    expect(visibleRegionNames()).toEqual(['경기', '강원', '충북', '충남']);
    await user.click(next);
    expect(visibleRegionNames()).toEqual(['전북', '전남', '경북', '경남']);
    await user.click(next);
    // 17 시·도 at 4 per page: the last page holds 제주 alone.
    expect(visibleRegionNames()).toEqual(['제주']);
    expect(screen.getByText('5쪽 중 5쪽')).toBeInTheDocument();

    await user.click(next);
    expect(visibleRegionNames()).toEqual(['서울', '부산', '대구', '인천']);
  });

  it('pages backward from the first page to the last', async () => {
    const { user } = renderWithProviders(<RegionCarousel />);

    await user.click(screen.getByRole('button', { name: '이전 지역' }));
    expect(visibleRegionNames()).toEqual(['제주']);
    await user.click(screen.getByRole('button', { name: '이전 지역' }));
    expect(visibleRegionNames()).toEqual(['전북', '전남', '경북', '경남']);
  });

  it('opens the search for the region by its official name, URL-encoded', async () => {
    const { user, currentPath, currentLocation } = renderWithProviders(<RegionCarousel />);

    await user.click(screen.getByRole('link', { name: '서울' }));

    expect(currentPath()).toBe(`/search?region=${encodeURIComponent('서울특별시')}&regionExact=true`);
    expect(new URLSearchParams(currentLocation().search).get('region')).toBe('서울특별시');
  });

  it('uses the official name for provinces too: 제주 opens 제주특별자치도 with its own card', async () => {
    const { user, currentLocation, container } = renderWithProviders(<RegionCarousel />);

    await user.click(screen.getByRole('button', { name: '이전 지역' }));
    expect(screen.getByText('제주특별자치도')).toBeInTheDocument();
    expect(screen.getByText('평균 130,000원')).toBeInTheDocument();
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/api/images/regions/jeju.webp');
    await user.click(screen.getByRole('link', { name: '제주' }));

    const params = new URLSearchParams(currentLocation().search);
    expect(currentLocation().pathname).toBe('/search');
    expect(params.get('region')).toBe('제주특별자치도');
    expect(params.get('regionExact')).toBe('true');
  });

  it('opens 세종특별자치시 from the second page', async () => {
    const { user, currentLocation } = renderWithProviders(<RegionCarousel />);

    await user.click(screen.getByRole('button', { name: '다음 지역' }));
    await user.click(screen.getByRole('link', { name: '세종' }));

    expect(new URLSearchParams(currentLocation().search).get('region')).toBe('세종특별자치시');
  });
});

describe('wrapPage', () => {
  it('wraps in both directions', () => {
    expect(wrapPage(3, 1, 4)).toBe(0);
    expect(wrapPage(0, -1, 4)).toBe(3);
    expect(wrapPage(1, 1, 4)).toBe(2);
  });
});
