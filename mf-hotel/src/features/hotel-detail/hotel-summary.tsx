import styled from 'styled-components';
import { HOTEL_MAX_GRADE, hotelGradeStars, ratingParts } from 'shared-contracts/hotel-stay';
import { formatWon, nightsBetween } from 'ui-kit';
import { hotelDetailMessages } from './hotel-detail.messages';
import type { HotelDetail, StayQuery } from './hotel-detail.types';
import { ShareMenu } from './share-menu';
import { WishlistHeart } from './wishlist-heart';

/**
 * The top of the hotel page. The server paints a copy of it before the code runs (shared-contracts
 * hotel-first-view.ts): a change of layout here is made there too (e2e hotel-first-view.spec.ts compares them).
 */
export function HotelSummary({ hotel, stay }: { hotel: HotelDetail; stay: StayQuery }) {
  const t = hotelDetailMessages.summary;
  const grade = hotelGradeStars(hotel.gradeLevel);
  const rating = ratingParts(hotel.rating, hotel.reviewCount);

  return (
    <Header>
      <TitleRow>
        <div>
          <Name>{hotel.name}</Name>
          {grade > 0 ? (
            <Stars role="img" aria-label={t.gradeLabel(grade)}>
              {'★'.repeat(grade)}
              <EmptyStars>{'★'.repeat(HOTEL_MAX_GRADE - grade)}</EmptyStars>
            </Stars>
          ) : (
            <Muted>{t.noGrade}</Muted>
          )}
        </div>
        <Actions>
          <WishlistHeart hotelId={hotel.hotelId} />
          <ShareMenu hotelName={hotel.name} />
        </Actions>
      </TitleRow>
      <Facts>
        {hotel.address ? <address>{hotel.address}</address> : null}
        {hotel.phone ? (
          <a href={`tel:${hotel.phone.replace(/[^\d+]/g, '')}`} aria-label={t.phoneLabel(hotel.phone)}>
            {hotel.phone}
          </a>
        ) : null}
      </Facts>
      <Bottom>
        <Rating>
          {rating === null ? (
            <Muted>{t.noRating}</Muted>
          ) : (
            <>
              <Score>{rating.score}</Score> <strong>{rating.label}</strong>
              <Muted> · {rating.reviews}</Muted>
            </>
          )}
        </Rating>
        <Lowest>
          <Muted>{t.stayLabel(stay.checkIn, stay.checkOut, stay.guests)}</Muted>
          {hotel.lowestTotal === null ? (
            <Muted>{t.noPrice}</Muted>
          ) : (
            <span>
              <Muted>{t.lowestTotalLabel(nightsBetween(stay.checkIn, stay.checkOut))}</Muted>{' '}
              <LowestPrice>{formatWon(hotel.lowestTotal)}</LowestPrice>
            </span>
          )}
        </Lowest>
      </Bottom>
    </Header>
  );
}

const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.md};
`;

const Name = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  word-break: keep-all;
`;

const Stars = styled.span`
  color: ${({ theme }) => theme.colors.star};
  letter-spacing: 1px;
`;

const EmptyStars = styled.span`
  color: ${({ theme }) => theme.colors.border};
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Facts = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.lg}`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  address {
    font-style: normal;
  }

  a {
    color: ${({ theme }) => theme.colors.brand};
  }
`;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing.md};
`;

const Rating = styled.p`
  margin: 0;
`;

const Score = styled.strong`
  padding: ${({ theme }) => `${theme.spacing.xxs} ${theme.spacing.sm}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.onBrand};
`;

const Lowest = styled.p`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  margin: 0;
`;

const LowestPrice = styled.strong`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
