import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { selectIsAuthenticated, useAppSelector } from 'shared-contracts';
import { Button, visuallyHidden } from 'ui-kit';
import { HeaderMenu, MenuItem, PHONE_MAX, phoneOnly, wideOnly } from './header-menu';
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
  flex-wrap: nowrap;
  justify-content: flex-end;
  align-items: center;
  gap: 8px;
`;

const TITLES: Record<string, string> = {
  '/login': shellMessages.login,
  '/signup': shellMessages.signup,
  '/find-password': shellMessages.findPassword,
};

const WideOnly = styled.span`
  ${wideOnly}
`;

const PhoneMenu = styled(HeaderMenu)`
  ${phoneOnly}
`;

/** The heart's text stays for screen readers (aria-label) but gives its room to the other buttons on a phone. */
const WishlistText = styled.span`
  @media (max-width: ${PHONE_MAX}) {
    ${visuallyHidden}
  }
`;

/** The my-page tabs the header dropdown leads to. */
const ACCOUNT_LINKS = [
  { to: '/mypage/account', label: shellMessages.myPage },
  { to: '/mypage/history', label: shellMessages.bookingHistory },
  { to: '/mypage/support', label: shellMessages.support },
] as const;

/** The member's uploaded picture beside their name (decorative: the name is the button's label). */
const Avatar = styled.img`
  width: 24px;
  height: 24px;
  margin-right: 6px;
  border-radius: 50%;
  object-fit: cover;
  vertical-align: middle;
`;

function AccountMenu() {
  const logout = useLogout();
  const user = useCurrentUser();
  const picture = user?.profileImageType === 'UPLOADED' && user.profileImageUrl ? user.profileImageUrl : null;
  const name = user?.name ? shellMessages.userName(user.name) : shellMessages.account;
  return (
    <HeaderMenu
      label={
        picture ? (
          <>
            <Avatar src={picture} alt="" width={24} height={24} data-testid="header-avatar" />
            {name}
          </>
        ) : (
          name
        )
      }
      menuLabel={shellMessages.account}
    >
      <MenuItem role="none" $phoneOnly>
        <Link role="menuitem" to="/hotelapply">
          {shellMessages.registerHotel}
        </Link>
      </MenuItem>
      {ACCOUNT_LINKS.map(({ to, label }) => (
        <MenuItem role="none" key={to}>
          <Link role="menuitem" to={to}>
            {label}
          </Link>
        </MenuItem>
      ))}
      <MenuItem role="none">
        <button type="button" role="menuitem" onClick={() => void logout()}>
          {shellMessages.logout}
        </button>
      </MenuItem>
    </HeaderMenu>
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
          {/* Phones keep one row: what does not fit goes into a menu (CSS only, so nothing moves after render). */}
          <WideOnly>
            <Button as={Link} to="/hotelapply" variant="ghost">
              {shellMessages.registerHotel}
            </Button>
          </WideOnly>
          {isAuthenticated ? (
            <>
              <Button variant="ghost" onClick={() => navigate('/wishlist')} aria-label={shellMessages.wishlist}>
                <span aria-hidden="true">♡</span> <WishlistText>{shellMessages.wishlist}</WishlistText>
              </Button>
              <AccountMenu />
            </>
          ) : (
            <>
              <Button as={Link} to="/login" variant="secondary">
                {shellMessages.login}
              </Button>
              <WideOnly>
                <Button as={Link} to="/signup">
                  {shellMessages.signup}
                </Button>
              </WideOnly>
              <PhoneMenu label={shellMessages.menu} menuLabel={shellMessages.menu} variant="ghost">
                <MenuItem role="none">
                  <Link role="menuitem" to="/signup">
                    {shellMessages.signup}
                  </Link>
                </MenuItem>
                <MenuItem role="none">
                  <Link role="menuitem" to="/hotelapply">
                    {shellMessages.registerHotel}
                  </Link>
                </MenuItem>
              </PhoneMenu>
            </>
          )}
        </Nav>
      </Inner>
    </Bar>
  );
}
