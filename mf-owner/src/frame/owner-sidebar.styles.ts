import styled from 'styled-components';
import { inkRaised, onInk, onInkMuted } from 'ui-kit/back-office';

/** The hotel selector: a native select on the sidebar's ink (keyboard and screen readers for free). */
export const HotelPicker = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  padding: 0 ${({ theme }) => theme.spacing.xs};

  label {
    color: ${onInkMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  select {
    width: 100%;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.spacing.sm};
    border: 1px solid ${onInkMuted};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${inkRaised};
    color: ${onInk};
    font: inherit;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  select:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

export const HotelLine = styled.p`
  margin: 0;
  color: ${onInkMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;
