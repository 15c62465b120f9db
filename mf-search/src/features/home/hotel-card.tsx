import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ratingLabel, type HotelCard as HotelCardData } from 'shared-contracts';
import { formatWon } from 'ui-kit';
import { homeMessages } from './home.messages';
import { cardSurface, stretchedLink } from './home.styles';

const MAX_GRADE = 5;

export function hotelDetailPath(hotelId: number): string {
  return `/hotels/${hotelId}`;
}

export function HotelCard({ hotel }: { hotel: HotelCardData }) {
  const t = homeMessages.hotelCard;
  const grade = Math.max(0, Math.min(MAX_GRADE, Math.round(hotel.gradeLevel)));

  return (
    <Card>
      {hotel.coverImageUrl ? (
        <Cover src={hotel.coverImageUrl} alt="" loading="lazy" decoding="async" width={400} height={300} />
      ) : (
        <CoverPlaceholder aria-hidden="true">
          <span>{t.noImage}</span>
        </CoverPlaceholder>
      )}
      <Body>
        <Name>
          <CardLink to={hotelDetailPath(hotel.hotelId)}>{hotel.name}</CardLink>
        </Name>
        <Address>{hotel.address || hotel.region}</Address>
        <Meta>
          <Stars role="img" aria-label={t.gradeLabel(grade)}>
            {'★'.repeat(grade)}
            <EmptyStars>{'★'.repeat(MAX_GRADE - grade)}</EmptyStars>
          </Stars>
          <Rating>
            {hotel.rating === null ? (
              t.noRating
            ) : (
              <>
                <Score>{hotel.rating.toFixed(1)}</Score> {ratingLabel(hotel.rating)}
                <Reviews> · {t.reviewCount(hotel.reviewCount.toLocaleString('ko-KR'))}</Reviews>
              </>
            )}
          </Rating>
        </Meta>
        <Price>
          {hotel.startingFrom === null ? (
            t.noPrice
          ) : (
            <>
              <PriceLabel>{t.startingFrom}</PriceLabel> <strong>{formatWon(hotel.startingFrom)}</strong>
            </>
          )}
        </Price>
      </Body>
    </Card>
  );
}

const Card = styled.article`
  ${cardSurface}
  display: flex;
  flex-direction: column;
  height: 100%;
`;

const Cover = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 4 / 3;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.skeleton};
`;

// Drawn, not downloaded: a missing cover costs no request and never shows a broken-image icon.
const CoverPlaceholder = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  aspect-ratio: 4 / 3;
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.brandSubtle} 0%, ${({ theme }) => theme.colors.skeleton} 100%);
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  padding: ${({ theme }) => `${theme.spacing.md} ${theme.spacing.md} ${theme.spacing.lg}`};
`;

const Name = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1.4;
  word-break: keep-all;
`;

const CardLink = styled(Link)`
  ${stretchedLink}
`;

const Address = styled.p`
  margin: 0;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  white-space: nowrap;
  text-overflow: ellipsis;
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.spacing.xxs} ${theme.spacing.sm}`};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Stars = styled.span`
  color: ${({ theme }) => theme.colors.star};
  letter-spacing: 1px;
`;

const EmptyStars = styled.span`
  color: ${({ theme }) => theme.colors.border};
`;

const Rating = styled.span`
  color: ${({ theme }) => theme.colors.text};
`;

const Score = styled.strong`
  color: ${({ theme }) => theme.colors.brand};
`;

const Reviews = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Price = styled.p`
  margin: auto 0 0;
  padding-top: ${({ theme }) => theme.spacing.sm};
  font-size: ${({ theme }) => theme.fontSizes.md};
  text-align: right;
`;

const PriceLabel = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;
