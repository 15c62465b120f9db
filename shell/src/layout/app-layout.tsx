import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { isBackOfficePath } from '../routing/url-map';
import { Footer } from './footer';
import { Header } from './header';

// A full screen high: the footer stays below the fold while a remote's page arrives, so nothing
// visible is pushed down when it does (the layout shift Lighthouse counted on every guest page).
const Main = styled.main`
  min-height: 100vh;
`;

/** Guest-facing frame; the owner and admin areas bring their own frame. */
export function AppLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  if (isBackOfficePath(pathname)) return <Main id="content">{children}</Main>;
  return (
    <>
      <Header />
      <Main id="content">{children}</Main>
      <Footer />
    </>
  );
}
