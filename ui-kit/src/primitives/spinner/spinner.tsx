import styled, { keyframes } from 'styled-components';
import { uiKitMessages } from '../../messages/ui-kit.messages';
import { visuallyHidden } from '../../theme/visually-hidden';

const SIZES = { sm: 16, md: 24, lg: 40 } as const;
export type SpinnerSize = keyof typeof SIZES;

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: ${({ $size }) => Math.max(2, Math.round($size / 8))}px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.75s linear infinite;
  vertical-align: middle;
`;

const Label = styled.span`
  ${visuallyHidden}
`;

const Wrapper = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  color: ${({ theme }) => theme.colors.brand};
`;

export interface SpinnerProps {
  size?: SpinnerSize;
  /** Announced to screen readers; defaults to '불러오는 중'. */
  label?: string;
  className?: string;
}

export function Spinner({ size = 'md', label = uiKitMessages.loading, className }: SpinnerProps) {
  return (
    <Wrapper role="status" className={className}>
      <Ring $size={SIZES[size]} aria-hidden="true" />
      <Label>{label}</Label>
    </Wrapper>
  );
}
