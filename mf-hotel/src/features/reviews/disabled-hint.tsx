import { useId, type ReactElement } from 'react';
import styled from 'styled-components';

interface DisabledHintProps {
  /** The reason the control is disabled; null when it is enabled. */
  hint: string | null;
  /** Renders the control, given the id of its description when a hint is shown. */
  children: (describedBy: string | undefined) => ReactElement;
}

/**
 * A tooltip for a disabled button. Disabled buttons get no pointer or focus events, so the wrapper shows
 * the reason on hover, and the reason is the button's accessible description for screen readers.
 */
export function DisabledHint({ hint, children }: DisabledHintProps) {
  const id = useId();
  // The wrapper stays when the hint comes and goes, so the button is not remounted (focus is kept).
  return (
    <Wrapper>
      {children(hint ? id : undefined)}
      {hint ? (
        <Tip id={id} role="tooltip">
          {hint}
        </Tip>
      ) : null}
    </Wrapper>
  );
}

const Wrapper = styled.span`
  position: relative;
  display: inline-flex;

  &:hover > [role='tooltip'],
  &:focus-within > [role='tooltip'] {
    opacity: 1;
  }
`;

const Tip = styled.span`
  position: absolute;
  bottom: calc(100% + 6px);
  right: 0;
  z-index: 10;
  width: max-content;
  max-width: 240px;
  padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.sm}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.background};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  opacity: 0;
  pointer-events: none;
  transition: opacity 0.15s;
`;
