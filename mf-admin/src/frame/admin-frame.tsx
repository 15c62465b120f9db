import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { AdminSidebar } from './admin-sidebar';
import { SIDEBAR_WIDE as WIDE } from 'ui-kit/back-office';

const Layout = styled.div`
  display: grid;
  /* Narrow: the top bar keeps its own height and the page takes the rest of the screen. */
  grid-template-columns: minmax(0, 1fr);
  grid-template-rows: auto 1fr;
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.surface};

  ${WIDE} {
    grid-template-columns: 232px minmax(0, 1fr);
    grid-template-rows: none;
  }
`;

const Content = styled.div`
  min-width: 0;
  padding: ${({ theme }) => `${theme.spacing.xl} ${theme.spacing.lg}`};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => `${theme.spacing.xl} ${theme.spacing.xl}`};
  }
  ${WIDE} {
    padding: ${({ theme }) => `${theme.spacing.xxl} ${theme.spacing.xxl}`};
  }
`;

/**
 * The admin area's own frame (the shell hides its header and footer under /admin): the sidebar and the current
 * page. Each page renders its own h1, where the shell's page arrival puts focus.
 */
export function AdminFrame() {
  return (
    <Layout>
      <AdminSidebar />
      <Content>
        <Outlet />
      </Content>
    </Layout>
  );
}
