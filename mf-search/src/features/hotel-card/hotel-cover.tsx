import { useState } from 'react';
import styled from 'styled-components';
import { hotelCardMessages } from './hotel-card.messages';

export interface HotelCoverProps {
  src: string | null;
  className?: string;
  /** Above the fold on first view (the first cards): loaded at once, the very first at high priority. */
  priority?: 'high' | 'eager';
}

/**
 * A hotel's cover photo, or a drawn placeholder when there is none or it fails to load, so a card
 * never shows a broken-image icon. Decorative: the card's heading names the hotel.
 */
export function HotelCover({ src, className, priority }: HotelCoverProps) {
  // Remembers which address failed, so a new address is tried again without an effect.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);

  if (!src || failedSrc === src) {
    return (
      <Placeholder className={className} data-testid="hotel-cover-placeholder">
        <svg viewBox="0 0 48 48" width="44" height="44" aria-hidden="true" focusable="false">
          <path d="M10 40V14l14-6 14 6v26" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" />
          <path d="M17 19h4M27 19h4M17 26h4M27 26h4M21 40v-7h6v7M6 40h36" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
        <span>{hotelCardMessages.noImage}</span>
      </Placeholder>
    );
  }
  return (
    <Image
      className={className}
      src={src}
      alt=""
      // A lazy image waits for layout before it is even requested: the first cards' covers, the page's
      // largest paint, must not.
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority === 'high' ? 'high' : undefined}
      decoding="async"
      width={400}
      height={300}
      onError={() => setFailedSrc(src)}
    />
  );
}

const Image = styled.img`
  display: block;
  width: 100%;
  height: 100%;
  aspect-ratio: 4 / 3;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.skeleton};
`;

const Placeholder = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing.xs};
  width: 100%;
  height: 100%;
  aspect-ratio: 4 / 3;
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.brandSubtle} 0%, ${({ theme }) => theme.colors.skeleton} 100%);
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;
