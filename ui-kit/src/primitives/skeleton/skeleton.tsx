import styled, { keyframes } from 'styled-components';

const shimmer = keyframes`
  from { background-position: 200% 0; }
  to { background-position: -200% 0; }
`;

const Block = styled.span<{ $width: string; $height: string; $radius: string }>`
  display: block;
  width: ${({ $width }) => $width};
  height: ${({ $height }) => $height};
  border-radius: ${({ $radius }) => $radius};
  background: linear-gradient(
    90deg,
    ${({ theme }) => theme.colors.skeleton} 25%,
    ${({ theme }) => theme.colors.skeletonHighlight} 37%,
    ${({ theme }) => theme.colors.skeleton} 63%
  );
  background-size: 400% 100%;
  animation: ${shimmer} 1.4s ease infinite;
`;

const Stack = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
`;

function toCss(value: number | string): string {
  return typeof value === 'number' ? `${value}px` : value;
}

export interface SkeletonProps {
  width?: number | string;
  height?: number | string;
  /** 'circle' for avatars; otherwise a CSS length or px number. */
  radius?: number | string | 'circle';
  /** Several stacked lines (e.g. a card's text); the last one is shorter to read as a paragraph. */
  lines?: number;
  className?: string;
}

/**
 * A placeholder block. It is hidden from assistive technology: the loading state is announced once
 * by the surrounding region (aria-busy or a Spinner), not by every grey block.
 */
export function Skeleton({ width = '100%', height = 16, radius = 6, lines = 1, className }: SkeletonProps) {
  const radiusCss = radius === 'circle' ? '50%' : toCss(radius);
  if (lines <= 1) {
    return <Block aria-hidden="true" className={className} $width={toCss(width)} $height={toCss(height)} $radius={radiusCss} />;
  }
  return (
    <Stack aria-hidden="true" className={className}>
      {Array.from({ length: lines }, (_, index) => (
        <Block key={index} $width={index === lines - 1 ? '60%' : toCss(width)} $height={toCss(height)} $radius={radiusCss} />
      ))}
    </Stack>
  );
}
