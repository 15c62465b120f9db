import { useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { activeSection, ADMIN_NAV, adminPath, firstSectionPath } from './admin-nav';
import { SidebarParts } from 'ui-kit/back-office';
import { GroupLabel, Version } from './admin-sidebar.styles';
import { frameMessages as t } from './frame.messages';
import { useBackOfficeLogout } from 'shared-contracts/back-office';

const { Bar, Brand, Footer, LogoutButton, MenuButton, Nav, Panel, SectionLink, SectionList, SiteLink, Top } = SidebarParts;

/**
 * The admin sidebar: the sections of ADMIN_NAV as links (aria-current on the current one), the version label,
 * a way to the site and logout. On a narrow screen it is a top bar whose menu opens with a button and closes
 * again once a section is chosen.
 */
export function AdminSidebar() {
  const { pathname } = useLocation();
  const current = activeSection(pathname);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const { logout, pending } = useBackOfficeLogout();

  useEffect(() => setOpen(false), [pathname]);

  return (
    <Bar>
      <Top>
        <Brand to={firstSectionPath()}>
          {t.brand} <Version>{t.version}</Version>
        </Brand>
        <MenuButton type="button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((value) => !value)}>
          {open ? t.closeMenu : t.openMenu}
        </MenuButton>
      </Top>
      <Panel id={panelId} data-open={open}>
        <Nav aria-label={t.navLabel}>
          {ADMIN_NAV.map((group) => {
            const labelId = `${panelId}-${group.id}`;
            return (
              <div key={group.id}>
                <GroupLabel id={labelId}>{group.label}</GroupLabel>
                <SectionList aria-labelledby={labelId}>
                  {group.sections.map((section) => (
                    <li key={section.path}>
                      <SectionLink to={adminPath(section)} aria-current={current?.path === section.path ? 'page' : undefined}>
                        {section.label}
                      </SectionLink>
                    </li>
                  ))}
                </SectionList>
              </div>
            );
          })}
        </Nav>
        <Footer>
          <SiteLink href="/main">{t.toSite}</SiteLink>
          <LogoutButton type="button" onClick={() => void logout()} disabled={pending}>
            {t.logout}
          </LogoutButton>
        </Footer>
      </Panel>
    </Bar>
  );
}
