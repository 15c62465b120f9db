import styled from 'styled-components';
import { hotelCardMessages } from './hotel-card.messages';

const MAX_GRADE = 5;

/** The star grade as filled and empty stars, read as '4성급'. */
export function StarGrade({ grade }: { grade: number }) {
  const filled = Math.max(0, Math.min(MAX_GRADE, Math.round(grade)));
  return (
    <Stars role="img" aria-label={hotelCardMessages.gradeLabel(filled)}>
      {'★'.repeat(filled)}
      <Empty>{'★'.repeat(MAX_GRADE - filled)}</Empty>
    </Stars>
  );
}

const Stars = styled.span`
  color: ${({ theme }) => theme.colors.star};
  letter-spacing: 1px;
`;

const Empty = styled.span`
  color: ${({ theme }) => theme.colors.border};
`;
