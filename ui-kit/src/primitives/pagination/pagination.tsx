import styled from 'styled-components';
import { uiKitMessages } from '../../messages/ui-kit.messages';
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
  list-style: none;
`;

const PageButton = styled.button`
  min-width: 40px;
  height: 40px;
  padding: 0 ${({ theme }) => theme.spacing.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
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
              <PageButton
                type="button"
                onClick={() => go(item.index)}
                aria-current={item.index === page ? 'page' : undefined}
                aria-label={uiKitMessages.pageLabel(item.index + 1)}
              >
                {item.index + 1}
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
