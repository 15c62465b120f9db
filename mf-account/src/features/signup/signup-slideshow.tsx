import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { authMessages } from '../auth/auth.messages';

export const SLIDE_IMAGE_URLS = [1, 2, 3].map((n) => `/api/images/hero/hero-${n}.webp`);
export const SLIDE_INTERVAL_MS = 15_000;

/**
 * The sign-up page's rotating pictures (guest-core §2, §9: three images, 15 s each). It pauses while
 * the tab is hidden, so a returning visitor does not find it several slides on.
 */
export function SignupSlideshow() {
  const [index, setIndex] = useState(0);
  const [hidden, setHidden] = useState(() => typeof document !== 'undefined' && document.visibilityState === 'hidden');

  useEffect(() => {
    const onVisibility = () => setHidden(document.visibilityState === 'hidden');
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);

  useEffect(() => {
    if (hidden) return undefined;
    const id = setInterval(() => setIndex((current) => (current + 1) % SLIDE_IMAGE_URLS.length), SLIDE_INTERVAL_MS);
    return () => clearInterval(id);
  }, [hidden]);

  return (
    <Frame aria-label={authMessages.signup.slideshowLabel} aria-roledescription="carousel">
      {SLIDE_IMAGE_URLS.map((url, slide) => (
        <Slide
          key={url}
          src={url}
          alt={slide === index ? authMessages.signup.slide(slide + 1, SLIDE_IMAGE_URLS.length) : ''}
          aria-hidden={slide === index ? undefined : true}
          $active={slide === index}
          loading={slide === 0 ? 'eager' : 'lazy'}
          decoding="async"
        />
      ))}
      <Caption>{authMessages.signup.intro}</Caption>
    </Frame>
  );
}

const Frame = styled.section`
  position: relative;
  overflow: hidden;
  min-height: 220px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: #1f3a5f;

  ${({ theme }) => theme.media.lg} {
    min-height: 100%;
  }
`;

const Slide = styled.img<{ $active: boolean }>`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: cover;
  opacity: ${({ $active }) => ($active ? 1 : 0)};
  transition: opacity 0.8s ease;

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Caption = styled.p`
  position: absolute;
  left: 0;
  right: 0;
  bottom: 0;
  margin: 0;
  padding: ${({ theme }) => theme.spacing.xl} ${({ theme }) => theme.spacing.lg} ${({ theme }) => theme.spacing.lg};
  color: ${({ theme }) => theme.colors.onBrand};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  background: linear-gradient(180deg, rgba(10, 20, 40, 0) 0%, rgba(10, 20, 40, 0.7) 100%);
  word-break: keep-all;
`;
