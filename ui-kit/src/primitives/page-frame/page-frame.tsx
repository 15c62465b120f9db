import type { ElementType, ReactNode } from 'react';
import styled from 'styled-components';

export type PageFrameWidth = 'narrow' | 'default' | 'full';

const Frame = styled.div<{ $width: PageFrameWidth }>`
  width: 100%;
  max-width: ${({ theme, $width }) => ($width === 'narrow' ? theme.layout.narrowWidth : $width === 'full' ? 'none' : theme.layout.maxWidth)};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.spacing.xl} ${theme.spacing.lg}`};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => `${theme.spacing.xxl} ${theme.spacing.xl}`};
  }
`;

export interface PageFrameProps {
  children?: ReactNode;
  /** 'narrow' for forms (login, sign-up), 'full' for edge-to-edge dashboards. */
  width?: PageFrameWidth;
  /** The element to render; the shell already renders `<main>`, so a plain div by default. */
  as?: ElementType;
  className?: string;
}

/** The centred, padded content column every page sits in. */
export function PageFrame({ children, width = 'default', as, className }: PageFrameProps) {
  return (
    <Frame as={as} className={className} $width={width}>
      {children}
    </Frame>
  );
}
