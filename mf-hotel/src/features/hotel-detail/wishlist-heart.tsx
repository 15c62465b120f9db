import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { selectIsAuthenticated, useAppSelector } from 'shared-contracts';
import { useToast } from 'ui-kit';
import { useHotelWishlistAddMutation, useHotelWishlistHasQuery, useHotelWishlistRemoveMutation } from './hotel-wishlist.api';
import { hotelDetailMessages } from './hotel-detail.messages';
import { loginRedirectPath } from './stay-query';
import { serverMessage } from './server-message';

/** The heart toggles at once; the api reverts it when the server refuses (guest-core §4 "Wishlist"). */
export function WishlistHeart({ hotelId }: { hotelId: number }) {
  const t = hotelDetailMessages.wishlist;
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const status = useHotelWishlistHasQuery(hotelId, { skip: !isAuthenticated });
  const { data } = status;
  // Until the server has said whether the hotel is wished, a press could not be shown at once (nothing to patch).
  const known = !isAuthenticated || status.isSuccess || status.isError;
  const [add, addState] = useHotelWishlistAddMutation();
  const [remove, removeState] = useHotelWishlistRemoveMutation();
  const wished = isAuthenticated && Boolean(data?.wished);
  const busy = addState.isLoading || removeState.isLoading;

  async function toggle() {
    if (!isAuthenticated) {
      navigate(loginRedirectPath(`${location.pathname}${location.search}`));
      return;
    }
    if (busy || !known) return;
    try {
      await (wished ? remove({ hotelId, wishlistId: data?.wishlistId ?? null }) : add(hotelId)).unwrap();
    } catch (error) {
      toast.error(serverMessage(error, t.failed));
    }
  }

  return (
    <Heart type="button" aria-pressed={wished} aria-label={wished ? t.remove : t.add} disabled={!known} $on={wished} onClick={() => void toggle()}>
      <span aria-hidden="true">{wished ? '♥' : '♡'}</span>
    </Heart>
  );
}

const Heart = styled.button<{ $on: boolean }>`
  width: 44px;
  height: 44px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme, $on }) => ($on ? theme.colors.danger : theme.colors.textMuted)};
  font-size: 22px;
  line-height: 1;
  cursor: pointer;

  &:disabled {
    cursor: progress;
    opacity: 0.6;
  }
`;
