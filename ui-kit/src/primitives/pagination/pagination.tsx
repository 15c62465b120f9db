import styled from 'styled-components';
import { uiKitMessages } from '../../messages/ui-kit.messages';
import { visuallyHidden } from '../../theme/visually-hidden';
import { paginationItems } from './pagination-items';

const Nav = styled.nav`
  display: flex;
  justify-content: center;
`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  padding: 0;
  margin: 0;
  list-style: none;
`;

// 44 px: a comfortable touch target on a phone.
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

const Hidden = styled.span`
  ${visuallyHidden}
`;

const Gap = styled.span`
  padding: 0 ${({ theme }) => theme.spacing.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface PaginationProps {
  /** Current page, 0-based like the API's `page`; labels show it 1-based. */
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** Pages shown on each side of the current one. */
  siblings?: number;
  /** Accessible name of the navigation; defaults to '페이지 이동'. */
  label?: string;
  className?: string;
}

/** Page navigation; renders nothing when everything fits on one page. */
export function Pagination({ page, totalPages, onChange, siblings = 2, label, className }: PaginationProps) {
  if (totalPages <= 1) return null;
  const last = totalPages - 1;
  const go = (target: number) => {
    if (target !== page && target >= 0 && target <= last) onChange(target);
  };

  return (
    <Nav aria-label={label ?? uiKitMessages.pagination} className={className}>
      <List>
        <li>
          <PageButton type="button" onClick={() => go(page - 1)} disabled={page <= 0} aria-label={uiKitMessages.previousPage}>
            <span aria-hidden="true">‹</span>
          </PageButton>
        </li>
        {paginationItems(page, totalPages, siblings).map((item) =>
          item.kind === 'gap' ? (
            <li key={item.key} aria-hidden="true">
              <Gap>…</Gap>
            </li>
          ) : (
            <li key={item.index}>
              {/* The visible number starts the name ('2 페이지'): an aria-label of its own would not match what
                  is seen (axe label-content-name-mismatch), and voice control users say what they see. */}
              <PageButton type="button" onClick={() => go(item.index)} aria-current={item.index === page ? 'page' : undefined}>
                {item.index + 1}
                <Hidden>{uiKitMessages.pageSuffix}</Hidden>
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
