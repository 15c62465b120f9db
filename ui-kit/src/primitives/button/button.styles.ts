import styled, { css, type DefaultTheme } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

const variants: Record<ButtonVariant, (theme: DefaultTheme) => ReturnType<typeof css>> = {
  primary: (theme) => css`
    background: ${theme.colors.brand};
    color: ${theme.colors.onBrand};
    border-color: ${theme.colors.brand};
    &:hover:not([aria-disabled='true']) {
      background: ${theme.colors.brandHover};
      border-color: ${theme.colors.brandHover};
    }
  `,
  secondary: (theme) => css`
    background: ${theme.colors.surfaceRaised};
    color: ${theme.colors.text};
    border-color: ${theme.colors.border};
    &:hover:not([aria-disabled='true']) {
      background: ${theme.colors.surface};
      border-color: ${theme.colors.borderStrong};
    }
  `,
  ghost: (theme) => css`
    background: transparent;
    color: ${theme.colors.brand};
    border-color: transparent;
    &:hover:not([aria-disabled='true']) {
      background: ${theme.colors.brandSubtle};
    }
  `,
  danger: (theme) => css`
    background: ${theme.colors.danger};
    color: ${theme.colors.onBrand};
    border-color: ${theme.colors.danger};
    &:hover:not([aria-disabled='true']) {
      background: ${theme.colors.dangerHover};
      border-color: ${theme.colors.dangerHover};
    }
  `,
};

const sizes: Record<ButtonSize, (theme: DefaultTheme) => ReturnType<typeof css>> = {
  sm: (theme) => css`
    min-height: 32px;
    padding: 0 ${theme.spacing.md};
    font-size: ${theme.fontSizes.sm};
  `,
  // 44px keeps the default touch target comfortable on phones.
  md: (theme) => css`
    min-height: 44px;
    padding: 0 ${theme.spacing.lg};
    font-size: ${theme.fontSizes.md};
  `,
  lg: (theme) => css`
    min-height: 52px;
    padding: 0 ${theme.spacing.xl};
    font-size: ${theme.fontSizes.lg};
  `,
};

export const StyledButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize; $fullWidth: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing.sm};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1.2;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  transition:
    background-color 0.15s ease,
    border-color 0.15s ease;
  ${({ theme, $variant }) => variants[$variant](theme)}
  ${({ theme, $size }) => sizes[$size](theme)}

  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.55;
  }

  &[aria-busy='true'] {
    cursor: progress;
    opacity: 0.85;
  }
`;

export const Content = styled.span<{ $hidden: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  /* Transparent rather than hidden: the button keeps its width and its accessible name while loading. */
  opacity: ${({ $hidden }) => ($hidden ? 0 : 1)};
`;

export const SpinnerSlot = styled.span`
  position: absolute;
  inset: 0;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  color: inherit;

  & > span {
    color: inherit;
  }
`;
