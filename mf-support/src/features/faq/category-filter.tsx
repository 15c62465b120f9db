import { Link } from 'react-router-dom';
import { FAQ_CATEGORIES, type FaqCategory } from 'shared-contracts/support';
import styled from 'styled-components';
import { faqListPath } from './faq-category';
import { faqMessages as t } from './faq.messages';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0 0 ${({ theme }) => theme.spacing.lg};
  padding: 0;
  list-style: none;
`;

const Chip = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.spacing.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    border-color: ${({ theme }) => theme.colors.borderStrong};
  }
  &[aria-current='true'] {
    border-color: ${({ theme }) => theme.colors.brand};
    background: ${({ theme }) => theme.colors.brand};
    color: ${({ theme }) => theme.colors.onBrand};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

const CHOICES: ReadonlyArray<readonly [FaqCategory | undefined, string]> = [
  [undefined, t.all],
  ...FAQ_CATEGORIES.map((category) => [category, t.categories[category]] as const),
];

/** 전체, 숙소, 쿠폰, 결제/영수증, 회원 as links: the choice lives in the address (shareable, back button works). */
export function CategoryFilter({ current }: { current: FaqCategory | undefined }) {
  return (
    <nav aria-label={t.filter}>
      <List>
        {CHOICES.map(([category, label]) => (
          <li key={label}>
            <Chip to={faqListPath(category)} aria-current={category === current ? 'true' : undefined} replace>
              {label}
            </Chip>
          </li>
        ))}
      </List>
    </nav>
  );
}
