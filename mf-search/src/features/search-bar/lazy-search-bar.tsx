import { Component, lazy, Suspense, useState, type ReactNode } from 'react';
import type { SearchBarProps } from 'shared-contracts';
import { SearchBarLoadError, SearchBarSkeleton } from './search-bar-skeleton';

const loadSearchBar = () => import(/* webpackChunkName: "search-bar" */ './search-bar').then((module) => ({ default: module.SearchBar }));

/**
 * The search bar as its own chunk, for pages whose first paint must stay small (/main's JS budget):
 * a same-height skeleton while it loads, and a retry in its place if the chunk fails.
 */
export function LazySearchBar(props: SearchBarProps) {
  // A rejected lazy() stays rejected, so a retry needs a fresh one (webpack retries the chunk itself).
  const [attempt, setAttempt] = useState(0);
  const [Bar, setBar] = useState(() => lazy(loadSearchBar));
  const retry = () => {
    setBar(() => lazy(loadSearchBar));
    setAttempt((n) => n + 1);
  };
  return (
    <LoadBoundary key={attempt} fallback={<SearchBarLoadError compact={props.compact} onRetry={retry} />}>
      <Suspense fallback={<SearchBarSkeleton compact={props.compact} />}>
        <Bar {...props} />
      </Suspense>
    </LoadBoundary>
  );
}

class LoadBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
