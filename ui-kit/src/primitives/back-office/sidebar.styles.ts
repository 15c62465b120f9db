import { Link } from 'react-router-dom';
import styled from 'styled-components';

// The back-office sidebar (owner extranet and admin desk): one dark bar, folded into a top bar on narrow screens.
// Each area adds its own parts (the owner's hotel picker, the desk's group labels) on these colours.

/**
 * Below this width the sidebar folds into a top bar with a menu button (tablets in portrait, phones); from a
 * landscape tablet (1024 px) up it stays beside the page.
 */
export const WIDE = '@media (min-width: 1024px)';
const NARROW = '@media (max-width: 1023.98px)';

export const ink = '#101828';
export const inkRaised = '#1d2939';
export const onInk = '#ffffff';
// 11.9:1 on the sidebar's ink: secondary text stays readable.
export const onInkMuted = '#d0d5dd';

export const Bar = styled.div`
  display: flex;
  flex-direction: column;
  background: ${ink};
  color: ${onInk};

  /* On a wide screen the bar is the window's height: the menu scrolls inside it and the footer (사이트로 이동,
     로그아웃) stays pinned at the bottom, however many sections there are (issue 24 item 8, 1440×900). */
  ${WIDE} {
    position: sticky;
    top: 0;
    height: 100vh;
    height: 100dvh;
    overflow: hidden;
  }
`;

export const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};
  min-height: 56px;
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.lg}`};

  ${WIDE} {
    padding: ${({ theme }) => `${theme.spacing.xl} ${theme.spacing.lg} ${theme.spacing.lg}`};
  }
`;

export const Brand = styled(Link)`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.spacing.sm};
  color: ${onInk};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: ${({ theme }) => theme.fontSizes.md};
  text-decoration: none;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

export const MenuButton = styled.button`
  min-width: 44px;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.spacing.md};
  border: 1px solid ${onInkMuted};
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${onInk};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
  ${WIDE} {
    display: none;
  }
`;

/** The folding part: the menu and the account actions. Always open on a wide screen. */
export const Panel = styled.div`
  display: flex;
  flex: 1;
  min-height: 0;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.lg};
  padding: ${({ theme }) => `0 ${theme.spacing.md} ${theme.spacing.lg}`};

  ${NARROW} {
    &[data-open='false'] {
      display: none;
    }
  }
`;

export const Nav = styled.nav`
  flex: 1;

  ${WIDE} {
    min-height: 0;
    margin: 0 -${({ theme }) => theme.spacing.xs};
    padding: 0 ${({ theme }) => theme.spacing.xs};
    overflow-y: auto;
    overscroll-behavior: contain;
    scrollbar-color: ${inkRaised} transparent;
  }
`;

export const SectionList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xxs};
  margin: 0 0 ${({ theme }) => theme.spacing.lg};
  padding: 0;
  list-style: none;
`;

export const SectionLink = styled(Link)`
  display: flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.spacing.md};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${onInk};
  text-decoration: none;

  &:hover {
    background: ${inkRaised};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: -2px;
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.brand};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

export const Footer = styled.div`
  flex-shrink: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => `${theme.spacing.md} ${theme.spacing.md} 0`};
  border-top: 1px solid ${inkRaised};
`;

export const SiteLink = styled.a`
  color: ${onInkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

export const LogoutButton = styled.button`
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.spacing.md};
  border: 1px solid ${onInkMuted};
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${onInk};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${inkRaised};
  }
  &:disabled {
    cursor: progress;
    opacity: 0.7;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;
