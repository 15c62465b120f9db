import styled from 'styled-components';

/** A panel under the bar; `$align` pins it to the bar's left or right edge. */
export const Popover = styled.div<{ $align: 'left' | 'right'; $width: string }>`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.spacing.sm});
  ${({ $align }) => ($align === 'left' ? 'left: 0;' : 'right: 0;')}
  z-index: 50;
  width: min(${({ $width }) => $width}, 100%);
  max-height: min(70vh, 560px);
  overflow-y: auto;
  padding: ${({ theme }) => theme.spacing.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  color: ${({ theme }) => theme.colors.text};
  text-align: left;

  /* Phones: under a bar that is already several rows tall a panel would run off the screen (the calendar by
     ~340 px at 390×844), so it becomes a sheet at the bottom of the screen, below the header, scrolling inside. */
  @media (max-width: 575px) {
    position: fixed;
    top: auto;
    left: ${({ theme }) => theme.spacing.sm};
    right: ${({ theme }) => theme.spacing.sm};
    bottom: ${({ theme }) => theme.spacing.sm};
    width: auto;
    max-height: calc(100vh - 96px);
    max-height: calc(100dvh - 96px);
    overscroll-behavior: contain;
  }
`;
