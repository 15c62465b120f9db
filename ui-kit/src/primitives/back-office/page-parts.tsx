import type { ReactNode } from 'react';
import styled from 'styled-components';
import { uiKitMessages } from '../../messages/ui-kit.messages';
import { Button } from '../button/button';
import { EmptyState } from '../empty-state/empty-state';
import { Skeleton } from '../skeleton/skeleton';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.md};
  margin-bottom: ${({ theme }) => theme.spacing.xl};

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p {
    margin: ${({ theme }) => theme.spacing.xs} 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/**
 * A back-office page's h1 (the shell focuses it on arrival), an optional line under it and the page's main actions.
 * The admin desk and the owner extranet share it.
 */
export function PageHeader({ title, description, actions, id }: { title: ReactNode; description?: ReactNode; actions?: ReactNode; id?: string }) {
  return (
    <Head>
      <div>
        <h1 id={id}>{title}</h1>
        {description ? <p>{description}</p> : null}
      </div>
      {actions ? <div>{actions}</div> : null}
    </Head>
  );
}

/** The white card a back-office page's table or form sits on. */
export const Card = styled.section`
  padding: ${({ theme }) => theme.spacing.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.spacing.xl};
  }
`;

/** Skeleton rows announced as one status (its label says what loads). */
export function LoadingState({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div role="status" aria-label={label}>
      <Skeleton height={44} lines={rows} />
    </div>
  );
}

/** A failed load in place of the content: what failed, the server's words and a retry. */
export function ErrorState({ title, detail, onRetry, retrying }: { title: string; detail?: string; onRetry: () => void; retrying?: boolean }) {
  return (
    <div role="alert">
      <EmptyState
        title={title}
        description={detail}
        action={
          <Button variant="secondary" onClick={onRetry} loading={retrying}>
            {uiKitMessages.retry}
          </Button>
        }
      />
    </div>
  );
}
