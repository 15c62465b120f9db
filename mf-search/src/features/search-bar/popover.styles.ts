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
`;
