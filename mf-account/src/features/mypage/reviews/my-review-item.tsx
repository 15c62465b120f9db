import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { MyReview } from 'shared-contracts';
import { Button, formatDate } from 'ui-kit';
import { myReviewsMessages as t } from './my-reviews.messages';

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const Head = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.md};
`;

const HotelName = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  overflow-wrap: anywhere;

  a {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Meta = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Stars = styled.span`
  color: ${({ theme }) => theme.colors.star};
  letter-spacing: 1px;
`;

const Comment = styled.p`
  margin: 0;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Photos = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Thumb = styled.img`
  width: 88px;
  height: 88px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Hidden = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.warning};
`;

/** One of the member's reviews: hotel (link), rating, text, photo thumbnails, date, delete. */
export function MyReviewItem({ review, onDelete }: { review: MyReview; onDelete: (review: MyReview) => void }) {
  return (
    <Item>
      <Head>
        <div>
          <HotelName>
            <Link to={`/hotels/${review.hotelId}`}>{review.hotelName}</Link>
          </HotelName>
          <Meta>
            <Stars role="img" aria-label={t.rating(review.rating)}>
              {'★'.repeat(review.rating)}
              {'☆'.repeat(5 - review.rating)}
            </Stars>{' '}
            · {t.writtenOn} <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
            {review.roomTypeName ? ` · ${review.roomTypeName}` : ''}
          </Meta>
        </div>
        <Button size="sm" variant="secondary" onClick={() => onDelete(review)} aria-label={t.deleteLabel(review.hotelName)}>
          {t.delete}
        </Button>
      </Head>
      {!review.visible ? <Hidden>{t.hidden}</Hidden> : null}
      {review.comment ? <Comment>{review.comment}</Comment> : null}
      {review.photos.length > 0 ? (
        <Photos>
          {review.photos.map((url, index) => (
            <li key={url}>
              <a href={url} target="_blank" rel="noreferrer">
                <Thumb src={url} alt={t.photo(review.hotelName, index + 1)} loading="lazy" width={88} height={88} />
              </a>
            </li>
          ))}
        </Photos>
      ) : null}
    </Item>
  );
}
