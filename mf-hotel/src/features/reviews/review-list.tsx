import styled from 'styled-components';
import type { Review } from './review.types';
import { ReviewItem } from './review-item';

export interface ReviewActions {
  currentUserId: number | null;
  onDelete: (review: Review) => void;
  onReport: (review: Review) => void;
}

export function ReviewList({ reviews, actions }: { reviews: Review[]; actions: ReviewActions }) {
  const { currentUserId, onDelete, onReport } = actions;
  return (
    <List>
      {reviews.map((review) => (
        <li key={review.id}>
          <ReviewItem
            review={review}
            mine={currentUserId !== null && review.userId === currentUserId}
            canReport={currentUserId !== null}
            onDelete={onDelete}
            onReport={onReport}
          />
        </li>
      ))}
    </List>
  );
}

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;
