import styled from 'styled-components';
import { formatDate } from 'ui-kit';
import type { Review } from './review.types';
import { reviewsMessages } from './reviews.messages';

interface ReviewItemProps {
  review: Review;
  /** The signed-in user wrote it: it is marked and can be deleted, never reported. */
  mine: boolean;
  /** Signed in: others' reviews offer a report button. */
  canReport: boolean;
  onDelete: (review: Review) => void;
  onReport: (review: Review) => void;
}

export function ReviewItem({ review, mine, canReport, onDelete, onReport }: ReviewItemProps) {
  const t = reviewsMessages.item;
  const name = review.reviewerName || t.anonymous;
  const stars = Math.max(0, Math.min(5, Math.round(review.rating)));
  return (
    <Item aria-label={name}>
      <Top>
        <Who>
          {review.profileImageUrl ? (
            <Avatar as="img" src={review.profileImageUrl} alt="" loading="lazy" />
          ) : (
            <Avatar aria-hidden="true">{name.slice(0, 1)}</Avatar>
          )}
          <strong>{name}</strong>
          {mine ? <Mine>{t.mine}</Mine> : null}
        </Who>
        <Actions>
          {mine ? (
            <ActionButton type="button" onClick={() => onDelete(review)}>
              {t.delete}
            </ActionButton>
          ) : canReport ? (
            <ActionButton type="button" onClick={() => onReport(review)}>
              {t.report}
            </ActionButton>
          ) : null}
        </Actions>
      </Top>
      <Meta>
        <Stars role="img" aria-label={t.stars(stars)}>
          {'★'.repeat(stars)}
          <Empty>{'★'.repeat(5 - stars)}</Empty>
        </Stars>
        {review.createdAt ? <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time> : null}
        {review.roomTypeName ? <span>{t.roomType(review.roomTypeName)}</span> : null}
      </Meta>
      {review.comment ? <Comment>{review.comment}</Comment> : null}
      {review.photos.length > 0 ? (
        <Photos>
          {review.photos.map((url) => (
            <img key={url} src={url} alt={t.photoAlt(name)} loading="lazy" decoding="async" />
          ))}
        </Photos>
      ) : null}
      {review.ownerReply ? (
        <Reply aria-label={t.ownerReply}>
          <ReplyHead>
            <strong>{t.ownerReply}</strong>
            {review.ownerReply.updatedAt ? <time dateTime={review.ownerReply.updatedAt}>{formatDate(review.ownerReply.updatedAt)}</time> : null}
          </ReplyHead>
          <Comment>{review.ownerReply.content}</Comment>
        </Reply>
      ) : null}
    </Item>
  );
}

const Item = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  padding: ${({ theme }) => `${theme.spacing.md} 0`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Top = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Who = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Avatar = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border-radius: 50%;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.brandSubtle};
  color: ${({ theme }) => theme.colors.brand};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Mine = styled.span`
  padding: ${({ theme }) => `0 ${theme.spacing.sm}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.brandSubtle};
  color: ${({ theme }) => theme.colors.brand};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const ActionButton = styled.button`
  padding: ${({ theme }) => `${theme.spacing.xxs} ${theme.spacing.sm}`};
  border: none;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  text-decoration: underline;
  cursor: pointer;
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Stars = styled.span`
  color: ${({ theme }) => theme.colors.star};
`;

const Empty = styled.span`
  color: ${({ theme }) => theme.colors.border};
`;

const Comment = styled.p`
  margin: 0;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Photos = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing.sm};

  img {
    width: 120px;
    height: 90px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

const Reply = styled.section`
  margin-left: ${({ theme }) => theme.spacing.lg};
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  border-left: 3px solid ${({ theme }) => theme.colors.brand};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.brandSubtle};
`;

const ReplyHead = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;
