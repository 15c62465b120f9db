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
  line-height: 16px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export const FieldValue = styled.span`
  line-height: 22px;
  overflow: hidden;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  white-space: nowrap;
  text-overflow: ellipsis;
`;

export const TextInput = styled.input`
  width: 100%;
  height: 22px;
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

/** Under the bar while its panels' chunk is still on its way (or failed). */
export const PendingBox = styled.div`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.spacing.sm});
  left: 0;
  z-index: 50;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.md};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  color: ${({ theme }) => theme.colors.text};
`;
