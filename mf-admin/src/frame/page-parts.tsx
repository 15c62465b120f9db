import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, EmptyState, Skeleton } from 'ui-kit';
import { firstSectionPath } from './admin-nav';
import { frameMessages as t } from './frame.messages';

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

/** A page's h1 (the shell focuses it on arrival), an optional line under it and the page's main actions. */
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

/** The white card a page's table or form sits on. */
export const Card = styled.section`
  padding: ${({ theme }) => theme.spacing.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.spacing.xl};
  }
`;

export function LoadingState({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div role="status" aria-label={label}>
      <Skeleton height={44} lines={rows} />
    </div>
  );
}

export function ErrorState({ title, detail, onRetry, retrying }: { title: string; detail?: string; onRetry: () => void; retrying?: boolean }) {
  return (
    <div role="alert">
      <EmptyState
        title={title}
        description={detail}
        action={
          <Button variant="secondary" onClick={onRetry} loading={retrying}>
            {t.retry}
          </Button>
        }
      />
    </div>
  );
}

/** An address under /admin that no screen answers (yet). */
export function AdminNotFound() {
  return (
    <EmptyState
      headingLevel={1}
      title={t.notFoundTitle}
      description={t.notFoundBody}
      action={
        <Button as={Link} to={firstSectionPath()}>
          {t.toFirst}
        </Button>
      }
    />
  );
}
