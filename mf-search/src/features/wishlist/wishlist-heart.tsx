import styled from 'styled-components';
import { useWishlistHeart } from './wishlist-heart.hook';
import type { WishlistHotel } from './wishlist.api';
import { wishlistMessages } from './wishlist.messages';

export interface WishlistHeartProps {
  hotel: WishlistHotel;
  className?: string;
}

/** Errors were already shown to the user by the hook; the click handler has nobody else to tell. */
function alreadyReported(): void {}

/** The wishlist heart of a hotel card: a toggle button over the card's cover. */
export function WishlistHeart({ hotel, className }: WishlistHeartProps) {
  const { wished, busy, toggle, notice } = useWishlistHeart(hotel);
  const t = wishlistMessages.heart;

  return (
    <Wrapper className={className}>
      <HeartButton
        type="button"
        aria-pressed={wished}
        aria-label={wished ? t.remove : t.add}
        aria-busy={busy || undefined}
        title={wished ? t.remove : t.add}
        $wished={wished}
        onClick={() => {
          toggle().catch(alreadyReported);
        }}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path
            d="M12 20.6 4.3 13.2a4.9 4.9 0 0 1 0-7.1 5.1 5.1 0 0 1 7.1 0l.6.6.6-.6a5.1 5.1 0 0 1 7.1 0 4.9 4.9 0 0 1 0 7.1Z"
            strokeWidth="1.8"
            strokeLinejoin="round"
          />
        </svg>
      </HeartButton>
      {notice ? <Notice role="alert">{notice}</Notice> : null}
    </Wrapper>
  );
}

const Wrapper = styled.div`
  position: relative;
  /* Above the card's stretched link so the heart gets its own clicks. */
  z-index: 1;
`;

const HeartButton = styled.button<{ $wished: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: rgba(255, 255, 255, 0.92);
  box-shadow: ${({ theme }) => theme.shadows.sm};
  cursor: pointer;
  transition: transform 0.15s ease;

  svg path {
    fill: ${({ $wished, theme }) => ($wished ? theme.colors.danger : 'transparent')};
    stroke: ${({ $wished, theme }) => ($wished ? theme.colors.danger : theme.colors.text)};
    transition: fill 0.15s ease;
  }

  &:hover {
    transform: scale(1.08);
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }

  &[aria-busy='true'] {
    cursor: progress;
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;

    &:hover {
      transform: none;
    }
  }
`;

const Notice = styled.p`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.spacing.xs});
  right: 0;
  width: max-content;
  max-width: 220px;
  margin: 0;
  padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.sm}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.onBrand};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: 1.4;
  word-break: keep-all;
  box-shadow: ${({ theme }) => theme.shadows.md};
`;
