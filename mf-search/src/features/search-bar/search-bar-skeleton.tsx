import styled from 'styled-components';
import { Skeleton } from 'ui-kit';
import { searchBarMessages } from './search-bar.messages';
import { BarFrame, SkeletonCell } from './search-bar.styles';

interface SearchBarSkeletonProps {
  compact?: boolean;
}

/** Holds the bar's place, at its height, while its chunk loads. */
export function SearchBarSkeleton({ compact = false }: SearchBarSkeletonProps) {
  return (
    <BarFrame $compact={compact} role="status" aria-label={searchBarMessages.loading}>
      {[0, 1, 2].map((cell) => (
        <SkeletonCell key={cell} $compact={compact}>
          <Skeleton width="35%" height={10} />
          <Skeleton width="70%" height={14} />
        </SkeletonCell>
      ))}
      <ButtonBlock $compact={compact}>
        <Skeleton height="100%" radius={8} />
      </ButtonBlock>
    </BarFrame>
  );
}

/** Shown in the bar's place when its chunk cannot be loaded, at the same height. */
export function SearchBarLoadError({ compact = false, onRetry }: SearchBarSkeletonProps & { onRetry: () => void }) {
  return (
    <BarFrame $compact={compact} role="alert">
      <ErrorCell $compact={compact}>
        {searchBarMessages.loadFailed}
        <RetryButton type="button" onClick={onRetry}>
          {searchBarMessages.retry}
        </RetryButton>
      </ErrorCell>
    </BarFrame>
  );
}

const ButtonBlock = styled(SkeletonCell)`
  width: 100%;
  padding: 0;

  ${({ theme }) => theme.media.md} {
    width: 88px;
  }
`;

const ErrorCell = styled(SkeletonCell)`
  grid-column: 1 / -1;
  flex-direction: row;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.md};
  color: ${({ theme }) => theme.colors.danger};
`;

const RetryButton = styled.button`
  padding: ${({ theme }) => theme.spacing.xs} ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;
`;
