import { Button, Spinner } from 'ui-kit';
import styled from 'styled-components';
import { searchBarMessages } from './search-bar.messages';
import type { SearchBarPanels } from './use-search-bar-panels.hook';

/** A popover's content while the panels chunk is on its way, or a retry if it could not be loaded. */
export function PanelPending({ panels }: { panels: SearchBarPanels }) {
  const t = searchBarMessages;
  if (!panels.failed) {
    return (
      <Centered>
        <Spinner />
      </Centered>
    );
  }
  return (
    <Centered role="alert">
      {t.panelFailed}
      <Button
        variant="secondary"
        size="sm"
        // Keeps the focus where it was, so the popover stays open while it retries.
        onMouseDown={(event) => event.preventDefault()}
        onClick={panels.request}
      >
        {t.retry}
      </Button>
    </Centered>
  );
}

const Centered = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;
