import { Link } from 'react-router-dom';
import { Button, EmptyState } from 'ui-kit';
import { firstSectionPath } from './admin-nav';
import { frameMessages as t } from './frame.messages';

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

/** A row the API no longer has (404): the page's heading says so, with the way back to its list. */
export function GoneState({ title, to, label, headingLevel = 1 }: { title: string; to: string; label: string; headingLevel?: 1 | 2 }) {
  return (
    <EmptyState
      headingLevel={headingLevel}
      title={title}
      action={
        <Button as={Link} to={to}>
          {label}
        </Button>
      }
    />
  );
}
