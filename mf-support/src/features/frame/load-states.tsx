import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Skeleton, visuallyHidden } from 'ui-kit';
import { frameMessages as t } from './frame.messages';

const Hidden = styled.span`
  ${visuallyHidden}
`;

const Rows = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
`;

/** A loading region: skeleton rows, announced once as `label` (e.g. '공지사항을 불러오는 중'). */
export function LoadingRows({ label, rows = 3, height = 56 }: { label: string; rows?: number; height?: number }) {
  return (
    <Rows role="status" aria-busy="true">
      <Hidden>{label}</Hidden>
      {Array.from({ length: rows }, (_, n) => (
        <Skeleton key={n} height={height} />
      ))}
    </Rows>
  );
}

const Failure = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSubtle};
  color: ${({ theme }) => theme.colors.danger};

  p {
    margin: 0;
  }
`;

/** A failed load, said in Korean with the server's text when it gave one, and a way to try again. */
export function LoadFailure({
  title = t.loadFailed,
  detail,
  onRetry,
  retrying,
}: {
  title?: ReactNode;
  detail?: string | null;
  onRetry: () => void;
  retrying?: boolean;
}) {
  return (
    <Failure role="alert">
      <p>
        <strong>{title}</strong>
      </p>
      {detail ? <p>{detail}</p> : null}
      <Button variant="secondary" size="sm" onClick={onRetry} loading={retrying}>
        {t.retry}
      </Button>
    </Failure>
  );
}
