import styled from 'styled-components';
import { paginationItems, uiKitMessages, visuallyHidden } from 'ui-kit';

// ui-kit's Pagination names its number buttons with aria-label '2페이지' while showing '2'; axe counts that as
// label-content-name-mismatch (serious). Until ui-kit changes, support pages use this pager: the number is the
// visible name and '페이지' is added as hidden text, so the name reads '2 페이지'.

const Nav = styled.nav`
  display: flex;
  justify-content: center;
`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const PageButton = styled.button`
  min-width: 44px;
  height: 44px;
  padding: 0 ${({ theme }) => theme.spacing.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;

  &[aria-current='page'] {
    border-color: ${({ theme }) => theme.colors.brand};
    background: ${({ theme }) => theme.colors.brand};
    color: ${({ theme }) => theme.colors.onBrand};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.45;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

const Gap = styled.span`
  padding: 0 ${({ theme }) => theme.spacing.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

export interface PagerProps {
  /** Current page, 0-based like the API's `page`; shown 1-based. */
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  label: string;
}

/** Page navigation; renders nothing when everything fits on one page. */
export function Pager({ page, totalPages, onChange, label }: PagerProps) {
  if (totalPages <= 1) return null;
  const last = totalPages - 1;
  const go = (target: number) => {
    if (target !== page && target >= 0 && target <= last) onChange(target);
  };
  return (
    <Nav aria-label={label}>
      <List>
        <li>
          <PageButton type="button" onClick={() => go(page - 1)} disabled={page <= 0} aria-label={uiKitMessages.previousPage}>
            <span aria-hidden="true">‹</span>
          </PageButton>
        </li>
        {paginationItems(page, totalPages, 2).map((item) =>
          item.kind === 'gap' ? (
            <li key={item.key} aria-hidden="true">
              <Gap>…</Gap>
            </li>
          ) : (
            <li key={item.index}>
              <PageButton type="button" onClick={() => go(item.index)} aria-current={item.index === page ? 'page' : undefined}>
                {item.index + 1}
                <Hidden> 페이지</Hidden>
              </PageButton>
            </li>
          ),
        )}
        <li>
          <PageButton type="button" onClick={() => go(page + 1)} disabled={page >= last} aria-label={uiKitMessages.nextPage}>
            <span aria-hidden="true">›</span>
          </PageButton>
        </li>
      </List>
    </Nav>
  );
}
