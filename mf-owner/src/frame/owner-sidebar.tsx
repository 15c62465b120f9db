import { useEffect, useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useOwnerHotelsQuery } from './owner-hotels.api';
import { hotelPath, OWNER_SECTIONS, ownerLocation } from './owner-nav';
import { SidebarParts } from 'ui-kit/back-office';
import { HotelLine, HotelPicker } from './owner-sidebar.styles';
import { frameMessages as t } from './frame.messages';
import { useBackOfficeLogout } from 'shared-contracts/back-office';

const { Bar, Brand, Footer, LogoutButton, MenuButton, Nav, Panel, SectionLink, SectionList, SiteLink, Top } = SidebarParts;

/**
 * The extranet's sidebar (member-and-operations §2): the hotel selector, the chosen hotel's sections (aria-current
 * on the current one), a way to the hotel's public page and logout. Choosing another hotel keeps the section. On a
 * narrow screen it folds into a top bar whose menu opens with a button and closes once a page is chosen.
 */
export function OwnerSidebar() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { hotelId, section } = ownerLocation(pathname);
  const hotels = useOwnerHotelsQuery();
  const owned = hotels.data?.find((hotel) => hotel.id === hotelId) ?? null;
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const selectId = useId();
  const { logout, pending } = useBackOfficeLogout();

  useEffect(() => setOpen(false), [pathname]);

  return (
    <Bar>
      <Top>
        <Brand to="/owner">{t.brand}</Brand>
        <MenuButton type="button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((value) => !value)}>
          {open ? t.closeMenu : t.openMenu}
        </MenuButton>
      </Top>
      <Panel id={panelId} data-open={open}>
        <HotelPicker>
          <label htmlFor={selectId}>{t.hotelSelect}</label>
          <select
            id={selectId}
            value={owned ? String(owned.id) : ''}
            disabled={!hotels.data?.length}
            aria-busy={hotels.isLoading || undefined}
            onChange={(event) => {
              const next = Number(event.target.value);
              if (next) void navigate(hotelPath(next, section?.path ?? ''));
            }}
          >
            {owned ? null : <option value="">{hotels.isLoading ? t.hotelsLoading : t.hotelPlaceholder}</option>}
            {hotels.data?.map((hotel) => (
              <option key={hotel.id} value={hotel.id}>
                {hotel.name}
              </option>
            ))}
          </select>
          {owned ? <HotelLine>{owned.region}</HotelLine> : null}
        </HotelPicker>
        <Nav aria-label={t.navLabel}>
          {owned ? (
            <SectionList>
              {OWNER_SECTIONS.map((item) => (
                <li key={item.path || 'dashboard'}>
                  <SectionLink to={hotelPath(owned.id, item.path)} aria-current={section?.path === item.path ? 'page' : undefined}>
                    {item.label}
                  </SectionLink>
                </li>
              ))}
            </SectionList>
          ) : null}
        </Nav>
        <Footer>
          {owned ? <SiteLink href={`/hotels/${owned.id}`}>{t.toHotelPage}</SiteLink> : <SiteLink href="/main">{t.toSite}</SiteLink>}
          <LogoutButton type="button" onClick={() => void logout()} disabled={pending}>
            {t.logout}
          </LogoutButton>
        </Footer>
      </Panel>
    </Bar>
  );
}
