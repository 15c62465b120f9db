import styled, { keyframes } from 'styled-components';
import { visuallyHidden } from 'ui-kit';

const blink = keyframes`
  0%, 80%, 100% { opacity: 0.2; }
  40% { opacity: 1; }
`;

/** The loading dots (§2). */
export const Dots = styled.span`
  display: inline-flex;
  gap: 4px;
  padding: ${({ theme }) => theme.spacing.lg} 0;

  i {
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.textMuted};
    animation: ${blink} 1.2s infinite ease-in-out both;
  }
  i:nth-child(2) {
    animation-delay: 0.15s;
  }
  i:nth-child(3) {
    animation-delay: 0.3s;
  }
  span {
    ${visuallyHidden}
  }
`;

/** The hotel summary line and its two ways out; on a phone the buttons go under the name, side by side. */
export const Summary = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.md};
  margin-bottom: ${({ theme }) => theme.spacing.xl};

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    overflow-wrap: anywhere;
  }
  p {
    margin: ${({ theme }) => theme.spacing.xs} 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  div.actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.spacing.sm};
  }
`;

/** Two cards a row on a phone (each card's text wraps inside it), four from a laptop. */
export const Kpis = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing.md};
  margin: 0 0 ${({ theme }) => theme.spacing.xl};
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

export const Kpi = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  min-width: 0;
  padding: ${({ theme }) => theme.spacing.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};

  h2 {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  strong {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

/** A card's title with its period and the previous/next buttons, which wrap under the title on a phone. */
export const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-bottom: ${({ theme }) => theme.spacing.md};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  .nav {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.spacing.xs};
    font-variant-numeric: tabular-nums;
  }
  .nav span {
    white-space: nowrap;
  }
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Failure = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xl};
`;

/** A table that scrolls sideways in its own box on a narrow screen instead of squeezing its columns. */
export const TableBox = styled.div`
  overflow-x: auto;
  /* The containing block of what is positioned inside (visually hidden labels), so nothing escapes the scroller and widens the page. */
  position: relative;

  td,
  th {
    white-space: nowrap;
  }
`;

export const Bar = styled.span<{ $value: number }>`
  display: block;
  width: 100%;
  max-width: 160px;
  height: 6px;
  margin-top: ${({ theme }) => theme.spacing.xs};
  border-radius: 3px;
  background: linear-gradient(
    to right,
    ${({ theme }) => theme.colors.brand} ${({ $value }) => Math.min(100, $value)}%,
    ${({ theme }) => theme.colors.skeleton} 0
  );
`;

/** The new hotel's first step: a notice above the figures, its button beside the text (under it on a phone). */
export const Notice = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.md};
  margin-bottom: ${({ theme }) => theme.spacing.xl};
  padding: ${({ theme }) => theme.spacing.lg};
  border: 1px solid ${({ theme }) => theme.colors.brand};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};

  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing.xs};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;
