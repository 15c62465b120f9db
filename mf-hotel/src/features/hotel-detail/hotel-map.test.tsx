import { act, screen, waitFor } from '@testing-library/react';
import { leafletCalls } from '../../testing/leaflet-fake';
import { renderWithProviders } from '../../testing/render-with-providers';
import { HotelMap } from './hotel-map';
import { MAP_LEAFLET_ZOOM, MAP_TILE_URL } from './map.config';

jest.mock('leaflet', () => jest.requireActual('../../testing/leaflet-fake').fakeLeaflet);

beforeEach(() => leafletCalls.reset());

describe('HotelMap', () => {
  it('centres the map on the hotel with a marker and links to the external map', async () => {
    renderWithProviders(<HotelMap name="바다 호텔" address="부산 해운대구" latitude={35.16} longitude={129.16} />);
    await waitFor(() => expect(leafletCalls.views).toEqual([{ center: [35.16, 129.16], zoom: MAP_LEAFLET_ZOOM }]));
    expect(leafletCalls.markers).toEqual([[35.16, 129.16]]);
    expect(leafletCalls.tileUrls).toEqual([MAP_TILE_URL]);
    expect(screen.getByRole('link', { name: '지도에서 보기' })).toHaveAttribute(
      'href',
      `https://map.kakao.com/link/map/${encodeURIComponent('바다 호텔')},35.16,129.16`,
    );
    expect(screen.queryByText('지도를 불러오지 못했습니다.')).not.toBeInTheDocument();
  });

  it('keeps the marker, the address and the maps link when no tile loads, with a note instead of an error', async () => {
    renderWithProviders(<HotelMap name="바다 호텔" address="부산 해운대구" latitude={35.16} longitude={129.16} />);
    await waitFor(() => expect(leafletCalls.views).toHaveLength(1));
    act(() => {
      leafletCalls.fire('tileerror');
      leafletCalls.fire('load');
    });
    expect(leafletCalls.markers).toEqual([[35.16, 129.16]]);
    expect(screen.getByText('부산 해운대구')).toBeVisible();
    expect(screen.getByRole('link', { name: '지도에서 보기' })).toBeVisible();
    expect(screen.getByRole('region', { name: '바다 호텔 위치 지도' })).toBeVisible();
    expect(screen.getByText(/지도 이미지를 불러오지 못했습니다/)).toHaveAttribute('role', 'status');
    expect(screen.queryByText('지도를 불러오지 못했습니다.')).not.toBeInTheDocument();
  });

  it('keeps the map layers and its notes inside its own stacking context (never over a modal)', async () => {
    renderWithProviders(<HotelMap name="바다 호텔" address="부산 해운대구" latitude={35.16} longitude={129.16} />);
    await waitFor(() => expect(leafletCalls.views).toHaveLength(1));
    act(() => {
      leafletCalls.fire('tileerror');
      leafletCalls.fire('load');
    });
    const note = screen.getByText(/지도 이미지를 불러오지 못했습니다/);
    expect(Number(getComputedStyle(note).zIndex)).toBeGreaterThan(0);
    const frame = getComputedStyle(note.parentElement!);
    expect(frame.position).toBe('relative');
    expect(frame.zIndex).toBe('0');
  });

  it('keeps the map when only some tiles failed', async () => {
    renderWithProviders(<HotelMap name="바다 호텔" address="부산 해운대구" latitude={35.16} longitude={129.16} />);
    await waitFor(() => expect(leafletCalls.views).toHaveLength(1));
    act(() => {
      leafletCalls.fire('tileload');
      leafletCalls.fire('tileerror');
      leafletCalls.fire('load');
    });
    expect(screen.queryByText('지도를 불러오지 못했습니다.')).not.toBeInTheDocument();
  });

  it('explains a missing location instead of drawing a map', () => {
    const { unmount } = renderWithProviders(<HotelMap name="산 호텔" address="" latitude={null} longitude={null} />);
    expect(screen.getByText('표시할 주소나 좌표가 없습니다.')).toBeInTheDocument();
    unmount();
    renderWithProviders(<HotelMap name="산 호텔" address="강원 평창군" latitude={null} longitude={null} />);
    expect(screen.getByText('주소의 좌표를 찾을 수 없습니다.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '지도에서 보기' })).not.toBeInTheDocument();
    expect(leafletCalls.views).toEqual([]);
  });
});
