import styled from 'styled-components';

export type ModalSize = 'sm' | 'md' | 'lg';

const WIDTHS: Record<ModalSize, string> = { sm: '400px', md: '560px', lg: '800px' };

export const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  display: flex;
  align-items: flex-end;
  justify-content: center;
  background: ${({ theme }) => theme.colors.overlay};

  ${({ theme }) => theme.media.sm} {
    align-items: center;
    padding: ${({ theme }) => theme.spacing.lg};
  }
`;

export const Panel = styled.div<{ $size: ModalSize }>`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-height: 90vh;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border-radius: ${({ theme }) => `${theme.radii.xl} ${theme.radii.xl} 0 0`};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  outline: none;

  /* A bottom sheet on phones, a centred card from the small breakpoint up. */
  ${({ theme }) => theme.media.sm} {
    max-width: ${({ $size }) => WIDTHS[$size]};
    border-radius: ${({ theme }) => theme.radii.xl};
  }
`;

export const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => `${theme.spacing.lg} ${theme.spacing.xl}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

export const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const CloseButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  font-size: 24px;
  line-height: 1;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

export const Body = styled.div`
  padding: ${({ theme }) => theme.spacing.xl};
  overflow-y: auto;
`;

export const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => `${theme.spacing.md} ${theme.spacing.xl}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;
