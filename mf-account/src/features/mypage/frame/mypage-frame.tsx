import { useEffect, useRef } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { PageFrame } from 'ui-kit';
import { frameMessages } from './frame.messages';
import { activeTab, MYPAGE_TABS } from './mypage-tabs';
import { ProfileSummary } from './profile-summary';

const Top = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.lg};
  margin-bottom: ${({ theme }) => theme.spacing.xl};

  /* A printed voucher or receipt carries only itself. */
  @media print {
    display: none;
  }
`;

const TabList = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.spacing.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  /* On a phone the six tabs scroll sideways rather than wrap. */
  overflow-x: auto;
  scrollbar-width: none;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &::-webkit-scrollbar {
    display: none;
  }
`;

const TabLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  flex: none;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.spacing.lg};
  border-bottom: 3px solid transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: -2px;
  }
  &[aria-current='page'] {
    border-bottom-color: ${({ theme }) => theme.colors.brand};
    color: ${({ theme }) => theme.colors.brand};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

/**
 * The frame around every /mypage child (§2 "My page tabs"): the member's cover, picture and name, and the tabs as
 * links with aria-current on the current one (booking detail and ticket count as history, add-card as payment).
 * Each child renders its own h1, where the shell's page arrival puts focus.
 */
export function MyPageFrame() {
  const { pathname } = useLocation();
  const current = activeTab(pathname);
  const currentRef = useRef<HTMLAnchorElement | null>(null);

  // On a phone the current tab may sit beyond the edge of the scrolling bar: bring it into view.
  useEffect(() => {
    const link = currentRef.current;
    if (link && typeof link.scrollIntoView === 'function') link.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [current?.path]);

  return (
    <PageFrame>
      <Top>
        <ProfileSummary />
        <nav aria-label={frameMessages.navLabel}>
          <TabList>
            {MYPAGE_TABS.map((tab) => {
              const isCurrent = current?.path === tab.path;
              return (
                <li key={tab.path}>
                  <TabLink
                    to={`/mypage/${tab.path}`}
                    ref={isCurrent ? currentRef : undefined}
                    // A tab's other children (bookings/:id, add-card) count as that tab too, so not NavLink's own match.
                    aria-current={isCurrent ? 'page' : undefined}
                  >
                    {tab.label}
                  </TabLink>
                </li>
              );
            })}
          </TabList>
        </nav>
      </Top>
      <Outlet />
    </PageFrame>
  );
}
