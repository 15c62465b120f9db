import styled, { css } from 'styled-components';
import { fieldHeight } from './search-bar.styles';

const fieldSurface = css<{ $compact: boolean }>`
  ${fieldHeight}
  width: 100%;
  padding: ${({ theme }) => theme.spacing.xs} ${({ theme }) => theme.spacing.md};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: left;

  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }

  &:focus-within,
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: -2px;
  }
`;

export const FieldButton = styled.button<{ $compact: boolean }>`
  ${fieldSurface}
  display: flex;
  flex-direction: column;
  justify-content: center;
  cursor: pointer;
`;

export const FieldBox = styled.div<{ $compact: boolean }>`
  ${fieldSurface}
  display: flex;
  flex-direction: column;
  justify-content: center;
`;

export const FieldLabel = styled.label`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export const FieldValue = styled.span`
  overflow: hidden;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  white-space: nowrap;
  text-overflow: ellipsis;
`;

export const TextInput = styled.input`
  width: 100%;
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.medium};

  &:focus {
    outline: none;
  }

  &::placeholder {
    color: ${({ theme }) => theme.colors.textSubtle};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
  }
`;

/** Positions the panels against the whole bar. */
export const BarForm = styled.form`
  position: relative;
`;

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
