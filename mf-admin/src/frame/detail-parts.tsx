import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

/** Parts of a back-office detail page (an application, a booking, a hotel): the way back, the title line, panels. */
export const BackLink = styled(Link)`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.spacing.lg};
  color: ${({ theme }) => theme.colors.brand};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The h1 with its status badge beside it. */
export const DetailHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.md};
  margin-bottom: ${({ theme }) => theme.spacing.xs};

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    overflow-wrap: anywhere;
  }
`;

export const DetailSub = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.xl};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Main column and a side column (first on a narrow screen, where the eye starts; right and sticky on a wide one). */
export const DetailLayout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.lg};
  grid-template-columns: minmax(0, 1fr);
  align-items: start;

  @media (min-width: 1200px) {
    grid-template-columns: minmax(0, 1fr) 340px;
  }
`;

export const DetailColumn = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.lg};
  min-width: 0;
`;

export const DetailSide = styled(DetailColumn)`
  @media (min-width: 1200px) {
    order: 2;
    position: sticky;
    top: ${({ theme }) => theme.spacing.lg};
  }
`;

const Panel = styled.section`
  padding: ${({ theme }) => theme.spacing.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};

  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing.md};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    margin: 0;
  }
`;

/** A titled panel, a landmark region named by its h2. */
export function DetailSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Panel aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </Panel>
  );
}

/** Term → value pairs. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(7em, auto) minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.lg}`};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
    white-space: pre-line;
  }
`;

/** The page's buttons in a row that wraps. */
export const ActionRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
`;

/** A panel's "nothing here" line, or a small list of plain lines. */
export const Quiet = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Lines = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.spacing.lg};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  li + li {
    margin-top: ${({ theme }) => theme.spacing.xxs};
  }
`;

export const Hint = styled.p`
  margin-top: ${({ theme }) => theme.spacing.sm} !important;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** A hotel's cover picture in a panel. */
export const Cover = styled.img`
  display: block;
  width: 100%;
  max-width: 320px;
  aspect-ratio: 4 / 3;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.skeleton};
`;

/**
 * A wide table's own sideways scroller: a named region reachable by keyboard (arrow keys scroll it), as axe's
 * scrollable-region-focusable asks; give it the table's name with aria-label.
 */
export const ScrollX = styled.div.attrs({ role: 'region', tabIndex: 0 })`
  overflow-x: auto;
  /* The containing block of what is positioned inside (visually hidden labels), so nothing escapes the scroller and widens the page. */
  position: relative;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

/** Steps in time, newest or oldest first as the data comes: what, then a muted line of when and who. */
export const Timeline = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  li {
    padding-left: ${({ theme }) => theme.spacing.md};
    border-left: 3px solid ${({ theme }) => theme.colors.border};
  }
  strong {
    display: block;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
  p {
    margin-top: ${({ theme }) => theme.spacing.xs};
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;
