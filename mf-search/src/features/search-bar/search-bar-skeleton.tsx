import { Button, Skeleton } from 'ui-kit';
import { searchBarLoadingMessages } from './search-bar-loading.messages';
import { ErrorBox, SkeletonFrame } from './search-bar-skeleton.styles';

interface SearchBarSkeletonProps {
  compact?: boolean;
}

/** Holds the bar's place, at its height, while its chunk loads. */
export function SearchBarSkeleton({ compact = false }: SearchBarSkeletonProps) {
  return (
    <SkeletonFrame $compact={compact} role="status" aria-label={searchBarLoadingMessages.loading}>
      <Skeleton height="100%" radius={12} />
    </SkeletonFrame>
  );
}

/** Shown in the bar's place when its chunk cannot be loaded, at the same height. */
export function SearchBarLoadError({ compact = false, onRetry }: SearchBarSkeletonProps & { onRetry: () => void }) {
  return (
    <SkeletonFrame $compact={compact} role="alert">
      <ErrorBox>
        {searchBarLoadingMessages.loadFailed}
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {searchBarLoadingMessages.retry}
        </Button>
      </ErrorBox>
    </SkeletonFrame>
  );
}
