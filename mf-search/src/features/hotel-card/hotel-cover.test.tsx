import { renderWithProviders } from '../../testing/render-with-providers';
import { HotelCover } from './hotel-cover';

describe('HotelCover', () => {
  it('waits for the viewport unless it is one of the first covers', () => {
    const { container } = renderWithProviders(
      <>
        <HotelCover src="/api/images/hotels/1/cover.webp" priority="high" />
        <HotelCover src="/api/images/hotels/2/cover.webp" priority="eager" />
        <HotelCover src="/api/images/hotels/3/cover.webp" />
      </>,
    );
    const [first, second, third] = [...container.querySelectorAll('img')];
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(second).toHaveAttribute('loading', 'eager');
    expect(second).not.toHaveAttribute('fetchpriority');
    expect(third).toHaveAttribute('loading', 'lazy');
  });
});
