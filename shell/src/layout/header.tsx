import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { selectIsAuthenticated, useAppSelector } from 'shared-contracts';
import { Button } from 'ui-kit';
import { shellMessages } from '../shell.messages';
import { useCurrentUser } from '../session/current-user.api';
import { useLogout } from '../session/use-logout';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 20;
  background: ${({ theme }) => theme.colors.background};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Inner = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: 12px 16px;
  display: flex;
  align-items: center;
  gap: 16px;
`;

const Logo = styled(Link)`
  flex-shrink: 0;
  white-space: nowrap;
  font-weight: 800;
  font-size: 20px;
  color: ${({ theme }) => theme.colors.brand};
  text-decoration: none;
`;

const PageTitle = styled.span`
  white-space: nowrap;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
  /* On phones the page's own heading says the same; the header keeps its room for the buttons. */
  @media (max-width: 479px) {
    display: none;
  }
`;

const Nav = styled.nav`
  margin-left: auto;
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  align-items: center;
  gap: 8px;
`;

const Menu = styled.ul`
  position: absolute;
  right: 0;
  top: calc(100% + 6px);
  min-width: 160px;
  margin: 0;
  padding: 6px;
  list-style: none;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 10px;
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.12);
`;

const MenuItem = styled.li`
  a,
  button {
    display: block;
    width: 100%;
    text-align: left;
    padding: 10px 12px;
    border: 0;
    background: none;
    font: inherit;
    color: inherit;
    text-decoration: none;
    border-radius: 6px;
    cursor: pointer;
  }
  a:hover,
  button:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const TITLES: Record<string, string> = {
  '/login': shellMessages.login,
  '/signup': shellMessages.signup,
  '/find-password': shellMessages.findPassword,
};

function AccountMenu() {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const logout = useLogout();
  const location = useLocation();
  const user = useCurrentUser();

  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !ref.current?.contains(event.target as Node)) {
        setOpen(false);
      }
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  return (
    <div ref={ref} style={{ position: 'relative' }}>
      <Button variant="secondary" aria-haspopup="menu" aria-expanded={open} onClick={() => setOpen((v) => !v)}>
        {user?.name ? shellMessages.userName(user.name) : shellMessages.account}
      </Button>
      {open && (
        <Menu role="menu" aria-label={shellMessages.account}>
          <MenuItem role="none">
            <Link role="menuitem" to="/mypage/account">
              {shellMessages.myPage}
            </Link>
          </MenuItem>
          <MenuItem role="none">
            <Link role="menuitem" to="/mypage/history">
              {shellMessages.bookingHistory}
            </Link>
          </MenuItem>
          <MenuItem role="none">
            <Link role="menuitem" to="/mypage/support">
              {shellMessages.support}
            </Link>
          </MenuItem>
          <MenuItem role="none">
            <button type="button" role="menuitem" onClick={() => void logout()}>
              {shellMessages.logout}
            </button>
          </MenuItem>
        </Menu>
      )}
    </div>
  );
}

export function Header() {
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const title = TITLES[pathname.replace(/\/$/, '')];

  return (
    <Bar>
      <Inner>
        <Logo to="/main" aria-label={`${shellMessages.brand} 홈`}>
          {shellMessages.brand}
        </Logo>
        {title && <PageTitle>{title}</PageTitle>}
        <Nav aria-label="주요 메뉴">
          <Button as={Link} to="/hotelapply" variant="ghost">
            {shellMessages.registerHotel}
          </Button>
          {isAuthenticated ? (
            <>
              <Button variant="ghost" onClick={() => navigate('/wishlist')} aria-label={shellMessages.wishlist}>
                ♡ {shellMessages.wishlist}
              </Button>
              <AccountMenu />
            </>
          ) : (
            <>
              <Button as={Link} to="/login" variant="secondary">
                {shellMessages.login}
              </Button>
              <Button as={Link} to="/signup">
                {shellMessages.signup}
              </Button>
            </>
          )}
        </Nav>
      </Inner>
    </Bar>
  );
}
