import styled from 'styled-components';
import type { Review } from './review.types';
import { ReviewItem } from './review-item';

export interface ReviewActions {
  signedIn: boolean;
  /** The page query's viewer key (see HotelReviewsPageArgs). */
  viewer: number | null;
  onDelete: (review: Review) => void;
  onReport: (review: Review) => void;
}

export function ReviewList({ reviews, actions }: { reviews: Review[]; actions: ReviewActions }) {
  const { signedIn, onDelete, onReport } = actions;
  return (
    <List>
      {reviews.map((review) => (
        <li key={review.id}>
          <ReviewItem review={review} mine={signedIn && review.isMine} canReport={signedIn} onDelete={onDelete} onReport={onReport} />
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
