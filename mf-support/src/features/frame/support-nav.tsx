import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { frameMessages as t } from './frame.messages';

const Nav = styled.nav`
  margin-bottom: ${({ theme }) => theme.spacing.xl};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${({ theme }) => theme.spacing.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  border-bottom: 3px solid transparent;
  margin-bottom: -1px;

  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.brand};
    border-bottom-color: ${({ theme }) => theme.colors.brand};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

type Section = keyof typeof t.links;

const SECTIONS: ReadonlyArray<readonly [Section, string]> = [
  ['notice', '/support/notice'],
  ['faq', '/support/faq'],
  ['contact', '/support/contact'],
  ['mine', '/support/contact/my'],
];

/** Which menu entry a support path belongs to (the inquiry and bug forms sit under 문의하기, a thread under 내 문의). */
export function sectionOf(pathname: string): Section | null {
  if (pathname.startsWith('/support/notice')) return 'notice';
  if (pathname.startsWith('/support/faq')) return 'faq';
  if (/^\/support\/contact\/(my|ticket)(\/|$)/.test(pathname)) return 'mine';
  if (pathname.startsWith('/support/contact') || pathname.startsWith('/support/bugreport')) return 'contact';
  return null;
}

/** The support centre's own menu, above every support screen; the current section is marked for all users. */
export function SupportNav() {
  const current = sectionOf(useLocation().pathname);
  return (
    <Nav aria-label={t.nav}>
      <List>
        {SECTIONS.map(([section, to]) => (
          <li key={section}>
            <Item to={to} aria-current={current === section ? 'page' : undefined}>
              {t.links[section]}
            </Item>
          </li>
        ))}
      </List>
    </Nav>
  );
}
