import type { ReactNode } from 'react';
import styled from 'styled-components';
import { PageFrame } from 'ui-kit';
import { SupportNav } from './support-nav';

/** The column every support screen sits in: the section menu, then the screen (which brings its own h1). */
export function SupportPage({ children, narrow = false }: { children: ReactNode; narrow?: boolean }) {
  return (
    <PageFrame width={narrow ? 'narrow' : 'default'}>
      <SupportNav />
      {children}
    </PageFrame>
  );
}

export const PageTitle = styled.h1`
  margin: 0 0 ${({ theme }) => theme.spacing.sm};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  word-break: keep-all;
  overflow-wrap: anywhere;

  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
`;

export const Lead = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.xl};
  color: ${({ theme }) => theme.colors.textMuted};
  word-break: keep-all;
`;
