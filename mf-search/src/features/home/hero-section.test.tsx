import { useState } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { randomSequence, renderWithProviders } from '../../testing/render-with-providers';
import { HERO_IMAGE_URLS } from 'shared-contracts';
import { HeroSection, pickHeroImage } from './hero-section';

describe('HeroSection', () => {
  it('shows the title, the subtitle and the search bar it is given', () => {
    renderWithProviders(
      <HeroSection
        random={() => 0}
        searchBar={
          <form role="search" aria-label="숙소 검색">
            <button type="submit">검색</button>
          </form>
        }
      />,
    );

    expect(screen.getByRole('heading', { level: 1, name: '어디로 떠나시나요?' })).toBeInTheDocument();
    expect(screen.getByText(/전국 17개 시·도의 호텔/)).toBeInTheDocument();
    expect(screen.getByRole('search', { name: '숙소 검색' })).toContainElement(screen.getByRole('button', { name: '검색' }));
  });

  it('keeps the background it picked at mount across re-renders', async () => {
    function Harness({ random }: { random: () => number }) {
      const [renders, setRenders] = useState(0);
      return (
        <>
          <button type="button" onClick={() => setRenders(renders + 1)}>
            다시 그리기 {renders}
          </button>
          <HeroSection random={random} />
        </>
      );
    }
    const { container, user } = renderWithProviders(<Harness random={randomSequence(0.9, 0.1)} />);
    // Decorative (alt=""), so it has no accessible role to query by.
    const background = () => container.querySelector('img')?.getAttribute('src');

    expect(background()).toBe('/api/images/hero/hero-4.webp');
    await user.click(screen.getByRole('button', { name: /다시 그리기/ }));
    expect(screen.getByRole('button', { name: '다시 그리기 1' })).toBeInTheDocument();
    expect(background()).toBe('/api/images/hero/hero-4.webp');
  });

  it('shows the picture the server already preloaded with the page', () => {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'image');
    link.setAttribute('href', '/api/images/hero/hero-2.webp');
    link.setAttribute('data-hero', '');
    document.head.append(link);
    try {
      const { container } = renderWithProviders(<HeroSection random={() => 0.99} />);
      expect(container.querySelector('img')?.getAttribute('src')).toBe('/api/images/hero/hero-2.webp');
    } finally {
      link.remove();
    }
  });
});

describe('HeroSection and the picture the server painted', () => {
  it('removes the painted picture only once its own picture has loaded', async () => {
    const painted = document.createElement('div');
    painted.id = 'first-view';
    document.body.append(painted);
    try {
      const { container } = renderWithProviders(<HeroSection random={() => 0} />);
      // jsdom loads no images: until the load event, the server's picture stays.
      expect(document.getElementById('first-view')).not.toBeNull();
      fireEvent.load(container.querySelector('img')!);
      await waitFor(() => expect(document.getElementById('first-view')).toBeNull());
    } finally {
      painted.remove();
    }
  });

  it('also removes it when its own picture fails, so nothing stale stays on top', async () => {
    const painted = document.createElement('div');
    painted.id = 'first-view';
    document.body.append(painted);
    try {
      const { container } = renderWithProviders(<HeroSection random={() => 0} />);
      fireEvent.error(container.querySelector('img')!);
      await waitFor(() => expect(document.getElementById('first-view')).toBeNull());
    } finally {
      painted.remove();
    }
  });
});

describe('pickHeroImage', () => {
  it('maps [0, 1) evenly onto the four images', () => {
    expect(HERO_IMAGE_URLS).toHaveLength(4);
    expect(pickHeroImage(() => 0)).toBe('/api/images/hero/hero-1.webp');
    expect(pickHeroImage(() => 0.3)).toBe('/api/images/hero/hero-2.webp');
    expect(pickHeroImage(() => 0.5)).toBe('/api/images/hero/hero-3.webp');
    expect(pickHeroImage(() => 0.999)).toBe('/api/images/hero/hero-4.webp');
  });
});
