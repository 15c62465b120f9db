import { useLayoutEffect, useRef, useState } from 'react';
import { releaseFirstView } from 'shared-contracts';
import styled from 'styled-components';
import { hotelDetailMessages } from './hotel-detail.messages';

/** The detail gallery always has this many slides (guest-core §9). */
export const GALLERY_SLIDES = 2;

/** Cover first, then the gallery, without repeats; a missing picture stays a placeholder slide. */
export function gallerySlides(coverImageUrl: string | null, gallery: readonly string[]): Array<string | null> {
  const unique = [...new Set([coverImageUrl, ...gallery].filter((url): url is string => Boolean(url)))];
  return Array.from({ length: GALLERY_SLIDES }, (_, index) => unique[index] ?? null);
}

export function HotelGallery({ name, coverImageUrl, gallery }: { name: string; coverImageUrl: string | null; gallery: string[] }) {
  const t = hotelDetailMessages.gallery;
  const slides = gallerySlides(coverImageUrl, gallery);
  const [current, setCurrent] = useState(0);
  const go = (index: number) => setCurrent((index + slides.length) % slides.length);
  // The server painted the first picture before any code ran (shared-contracts hotel-first-view): that copy goes
  // a frame after this one is drawn, so nothing blinks; at once when there is no picture to wait for.
  const first = useRef<HTMLImageElement>(null);
  const handOver = () => requestAnimationFrame(() => releaseFirstView());
  const hasPicture = Boolean(slides[0]);
  useLayoutEffect(() => {
    if (!hasPicture || first.current?.complete) handOver();
  }, [hasPicture]);

  return (
    <Carousel
      aria-roledescription="carousel"
      aria-label={t.label(name)}
      onKeyDown={(event) => {
        // Arrow keys page through the pictures while focus is on the arrows or dots.
        if (event.key === 'ArrowLeft') go(current - 1);
        if (event.key === 'ArrowRight') go(current + 1);
      }}
    >
      <Viewport>
        {slides.map((url, index) => (
          <Slide key={index} role="group" aria-roledescription="slide" aria-label={t.position(index + 1, slides.length)} hidden={index !== current}>
            {url ? (
              <Picture
                ref={index === 0 ? first : undefined}
                src={url}
                alt={t.slideAlt(name, index + 1)}
                loading={index === 0 ? 'eager' : 'lazy'}
                decoding="async"
                onLoad={index === 0 ? handOver : undefined}
                onError={index === 0 ? handOver : undefined}
              />
            ) : (
              <Placeholder role="img" aria-label={t.slideAlt(name, index + 1)}>
                <span aria-hidden="true">{t.placeholder}</span>
              </Placeholder>
            )}
          </Slide>
        ))}
        <Arrow type="button" $side="left" aria-label={t.previous} onClick={() => go(current - 1)}>
          <span aria-hidden="true">‹</span>
        </Arrow>
        <Arrow type="button" $side="right" aria-label={t.next} onClick={() => go(current + 1)}>
          <span aria-hidden="true">›</span>
        </Arrow>
      </Viewport>
      <Dots>
        {slides.map((_, index) => (
          <Dot
            key={index}
            type="button"
            aria-label={t.dot(index + 1)}
            aria-current={index === current ? 'true' : undefined}
            onClick={() => go(index)}
          />
        ))}
      </Dots>
    </Carousel>
  );
}

const Carousel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Viewport = styled.div`
  position: relative;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  aspect-ratio: 4 / 3;
  background: ${({ theme }) => theme.colors.skeleton};

  ${({ theme }) => theme.media.md} {
    aspect-ratio: 21 / 9;
  }
`;

const Slide = styled.div`
  position: absolute;
  inset: 0;

  &[hidden] {
    display: none;
  }
`;

const Picture = styled.img`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

const Placeholder = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  height: 100%;
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.brandSubtle} 0%, ${({ theme }) => theme.colors.skeleton} 100%);
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Arrow = styled.button<{ $side: 'left' | 'right' }>`
  position: absolute;
  top: 50%;
  ${({ $side }) => ($side === 'left' ? 'left: 12px;' : 'right: 12px;')}
  transform: translateY(-50%);
  width: 40px;
  height: 40px;
  border: none;
  border-radius: 50%;
  background: rgba(255, 255, 255, 0.9);
  box-shadow: ${({ theme }) => theme.shadows.md};
  color: ${({ theme }) => theme.colors.text};
  font-size: 24px;
  line-height: 1;
  cursor: pointer;
`;

const Dots = styled.div`
  display: flex;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Dot = styled.button`
  width: 10px;
  height: 10px;
  padding: 0;
  border: none;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.border};
  cursor: pointer;

  &[aria-current='true'] {
    background: ${({ theme }) => theme.colors.brand};
  }
`;
