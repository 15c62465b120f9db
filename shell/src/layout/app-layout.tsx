import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { isBackOfficePath } from '../routing/url-map';
import { Footer } from './footer';
import { Header } from './header';

const Main = styled.main`
  min-height: 60vh;
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
