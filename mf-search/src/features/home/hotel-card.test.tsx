import { screen } from '@testing-library/react';
import { makeHotel } from '../../testing/hotel-fixtures';
import { renderWithProviders } from '../../testing/render-with-providers';
import { HotelCard } from './hotel-card';

describe('HotelCard', () => {
  it('shows name, address, grade, rating with its label and the nightly price', () => {
    renderWithProviders(<HotelCard hotel={makeHotel(42, { name: '한강 리버뷰 호텔', gradeLevel: 4, rating: 4.5, reviewCount: 1234 })} />);

    expect(screen.getByRole('heading', { name: '한강 리버뷰 호텔' })).toBeInTheDocument();
    expect(screen.getByText('서울특별시 중구 세종대로 42')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '4성급' })).toBeInTheDocument();
    expect(screen.getByText('4.5')).toBeInTheDocument();
    expect(screen.getByText(/훌륭해요/)).toBeInTheDocument();
    expect(screen.getByText(/리뷰 1,234개/)).toBeInTheDocument();
    expect(screen.getByText('1박 최저')).toBeInTheDocument();
    expect(screen.getByText('120,000원')).toBeInTheDocument();
  });

  it('opens the hotel detail when clicked', async () => {
    const { user, currentPath } = renderWithProviders(<HotelCard hotel={makeHotel(42, { name: '한강 리버뷰 호텔' })} />);

    await user.click(screen.getByRole('link', { name: '한강 리버뷰 호텔' }));

    expect(currentPath()).toBe('/hotels/42');
  });

  it('shows a dash without a price, a placeholder without an image and the region without an address', () => {
    const { container } = renderWithProviders(
      <HotelCard hotel={makeHotel(7, { startingFrom: null, coverImageUrl: null, address: '', rating: null })} />,
    );

    expect(screen.getByText('-')).toBeInTheDocument();
    expect(screen.queryByText('1박 최저')).not.toBeInTheDocument();
    expect(screen.getByText('이미지 준비 중')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('서울특별시')).toBeInTheDocument();
    expect(screen.getByText('아직 평점이 없어요')).toBeInTheDocument();
  });
});
