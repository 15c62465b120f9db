import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render-with-providers';
import { gallerySlides, HotelGallery } from './hotel-gallery';

describe('gallerySlides', () => {
  it('takes the cover and the first other picture, without repeats', () => {
    expect(gallerySlides('/c.webp', ['/c.webp', '/g1.webp', '/g2.webp'])).toEqual(['/c.webp', '/g1.webp']);
  });

  it('keeps two slides, placeholders where pictures are missing', () => {
    expect(gallerySlides(null, [])).toEqual([null, null]);
    expect(gallerySlides(null, ['/g1.webp'])).toEqual(['/g1.webp', null]);
  });
});

describe('HotelGallery', () => {
  const visibleSlide = () => screen.getAllByRole('group').find((slide) => !slide.hidden);

  it('moves with the arrows, wrapping around, and marks the current dot', async () => {
    const { user } = renderWithProviders(<HotelGallery name="바다 호텔" coverImageUrl="/cover.webp" gallery={['/room.webp']} />);
    expect(visibleSlide()).toContainElement(screen.getByRole('img', { name: '바다 호텔 사진 1' }));
    expect(screen.getByRole('button', { name: '1번째 사진 보기' })).toHaveAttribute('aria-current', 'true');

    await user.click(screen.getByRole('button', { name: '다음 사진' }));
    expect(visibleSlide()).toHaveAccessibleName('2장 중 2번째');
    expect(visibleSlide()?.querySelector('img')).toHaveAttribute('src', '/room.webp');
    expect(screen.getByRole('button', { name: '2번째 사진 보기' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: '1번째 사진 보기' })).not.toHaveAttribute('aria-current');

    await user.click(screen.getByRole('button', { name: '다음 사진' }));
    expect(visibleSlide()).toHaveAccessibleName('2장 중 1번째');

    await user.click(screen.getByRole('button', { name: '이전 사진' }));
    expect(visibleSlide()).toHaveAccessibleName('2장 중 2번째');
  });

  it('jumps to a slide from its dot and shows a placeholder for a missing picture', async () => {
    const { user } = renderWithProviders(<HotelGallery name="산 호텔" coverImageUrl="/cover.webp" gallery={[]} />);
    await user.click(screen.getByRole('button', { name: '2번째 사진 보기' }));
    expect(visibleSlide()).toHaveAccessibleName('2장 중 2번째');
    expect(visibleSlide()).toHaveTextContent('사진 준비 중');
    expect(visibleSlide()?.querySelector('img')).toBeNull();
  });

  it('pages with the arrow keys while focus is inside', async () => {
    const { user } = renderWithProviders(<HotelGallery name="숲 호텔" coverImageUrl="/cover.webp" gallery={['/room.webp']} />);
    screen.getByRole('button', { name: '다음 사진' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(visibleSlide()).toHaveAccessibleName('2장 중 2번째');
    await user.keyboard('{ArrowLeft}');
    expect(visibleSlide()).toHaveAccessibleName('2장 중 1번째');
  });

  describe('hand-over from the copy the server painted (first-view)', () => {
    const paintCopy = () => {
      document.body.insertAdjacentHTML('beforeend', '<div id="first-view" data-page="/hotels/1"><img src="/cover.webp"></div>');
    };
    const copy = () => document.getElementById('first-view');
    afterEach(() => copy()?.remove());

    it('keeps the copy until its own first picture has loaded, then removes it', async () => {
      paintCopy();
      renderWithProviders(<HotelGallery name="강 호텔" coverImageUrl="/cover.webp" gallery={[]} />);
      expect(copy()).toBeInTheDocument();
      fireEvent.load(screen.getByRole('img', { name: '강 호텔 사진 1' }));
      await waitFor(() => expect(copy()).toBeNull());
    });

    it('removes it when the picture fails, or at once when there is none', async () => {
      paintCopy();
      const { unmount } = renderWithProviders(<HotelGallery name="강 호텔" coverImageUrl="/broken.webp" gallery={[]} />);
      fireEvent.error(screen.getByRole('img', { name: '강 호텔 사진 1' }));
      await waitFor(() => expect(copy()).toBeNull());
      unmount();
      paintCopy();
      renderWithProviders(<HotelGallery name="빈 호텔" coverImageUrl={null} gallery={[]} />);
      await waitFor(() => expect(copy()).toBeNull());
    });
  });
});
