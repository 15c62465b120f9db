import { Button, Skeleton } from 'ui-kit';
import { searchBarLoadingMessages } from './search-bar-loading.messages';
import { ButtonBlock, ErrorCell, SkeletonCell, SkeletonFrame } from './search-bar-skeleton.styles';

interface SearchBarSkeletonProps {
  compact?: boolean;
}

/** Holds the bar's place, at its height, while its chunk loads. */
export function SearchBarSkeleton({ compact = false }: SearchBarSkeletonProps) {
  return (
    <SkeletonFrame $compact={compact} role="status" aria-label={searchBarLoadingMessages.loading}>
      {[0, 1, 2].map((cell) => (
        <SkeletonCell key={cell} $compact={compact}>
          <Skeleton width="35%" height={10} />
          <Skeleton width="70%" height={14} />
        </SkeletonCell>
      ))}
      <ButtonBlock $compact={compact}>
        <Skeleton height="auto" radius={8} />
      </ButtonBlock>
    </SkeletonFrame>
  );
}

/** Shown in the bar's place when its chunk cannot be loaded, at the same height. */
export function SearchBarLoadError({ compact = false, onRetry }: SearchBarSkeletonProps & { onRetry: () => void }) {
  return (
    <SkeletonFrame $compact={compact} role="alert">
      <ErrorCell $compact={compact}>
        {searchBarLoadingMessages.loadFailed}
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {searchBarLoadingMessages.retry}
        </Button>
      </ErrorCell>
    </SkeletonFrame>
  );
}
