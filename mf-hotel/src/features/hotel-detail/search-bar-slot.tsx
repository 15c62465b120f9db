import { Component, lazy, Suspense, useMemo, type ReactNode } from 'react';
import styled from 'styled-components';
import type { SearchQuery } from 'shared-contracts';
import { Skeleton } from 'ui-kit';
import { hotelDetailMessages } from './hotel-detail.messages';
import { loadSearchBar } from './search-bar.loader';

class SlotBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error) {
    console.warn('[mf_hotel] the search bar (mf_search) is unavailable', error.message);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * The shared search bar from mf-search, loaded at run time. When mf-search is down the page keeps
 * working: the slot shows a short note instead.
 */
export function SearchBarSlot({ initial }: { initial: Partial<SearchQuery> }) {
  const t = hotelDetailMessages.searchBar;
  const SearchBar = useMemo(() => lazy(loadSearchBar), []);
  return (
    // No landmark of its own: the search bar is a search form (role="search") itself.
    <Slot>
      <SlotBoundary fallback={<Note>{t.unavailable}</Note>}>
        <Suspense
          fallback={
            <Reserved>
              <Skeleton height="100%" radius={12} />
            </Reserved>
          }
        >
          <SearchBar initial={initial} compact />
        </Suspense>
      </SlotBoundary>
    </Slot>
  );
}

// The compact bar's final height at each width (mf-search's search-bar-skeleton.styles.ts): four rows on phones,
// two from sm, one from md. Reserving it keeps the hotel's name from being pushed down when the bar arrives.
const Reserved = styled.div`
  display: flex;
  height: 216px;

  ${({ theme }) => theme.media.sm} {
    height: 162px;
  }

  ${({ theme }) => theme.media.md} {
    height: 60px;
  }
`;

const Slot = styled.div`
  margin-bottom: ${({ theme }) => theme.spacing.xl};
`;

const Note = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
