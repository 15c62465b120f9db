import styled, { css } from 'styled-components';

// Styles of the filter sidebar and its groups. The server paints the sidebar's frame and header before the code
// runs (shared-contracts search-first-view.ts, SEARCH_PAGE_LAYOUT.sidebarMaxHeight is this cap): change both together.

export const Sidebar = styled.aside`
  align-self: start;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};

  ${({ theme }) => theme.media.lg} {
    position: sticky;
    top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.spacing.lg});
    max-height: calc(100vh - ${({ theme }) => theme.layout.headerHeight} - ${({ theme }) => theme.spacing.xxl});
    overflow-y: auto;
  }
`;

export const SidebarHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => `${theme.spacing.md} ${theme.spacing.lg}`};
`;

export const SidebarHeading = styled.h2`
  display: inline;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const ActiveCount = styled.span`
  margin-left: ${({ theme }) => theme.spacing.sm};
  color: ${({ theme }) => theme.colors.brand};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

/** Only phones and tablets fold the filters away; on wide screens they are always shown. */
export const ToggleButton = styled.button`
  padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }

  ${({ theme }) => theme.media.lg} {
    display: none;
  }
`;

export const Panel = styled.div<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'flex' : 'none')};
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xl};
  padding: ${({ theme }) => `0 ${theme.spacing.lg} ${theme.spacing.lg}`};

  ${({ theme }) => theme.media.lg} {
    display: flex;
  }
`;

export const Fieldset = styled.fieldset`
  margin: 0;
  padding: ${({ theme }) => theme.spacing.lg} 0 0;
  border: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  min-width: 0;
`;

export const Legend = styled.legend`
  float: left;
  width: 100%;
  margin-bottom: ${({ theme }) => theme.spacing.md};
  padding: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};

  & + * {
    clear: both;
  }
`;

export const OptionList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const OptionLabel = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;

  input {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.brand};
  }
`;

export const Hint = styled.p`
  margin: ${({ theme }) => theme.spacing.sm} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  word-break: keep-all;
`;

export const PriceSummary = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.sm};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const thumb = css`
  width: 20px;
  height: 20px;
  border: 2px solid ${({ theme }) => theme.colors.background};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.brand};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  cursor: pointer;
  pointer-events: auto;
`;

/** Two range inputs laid over one track: only their thumbs take the pointer. */
export const RangeTrack = styled.div`
  position: relative;
  height: 28px;

  &::before {
    content: '';
    position: absolute;
    top: 50%;
    right: 0;
    left: 0;
    height: 4px;
    border-radius: 2px;
    background: ${({ theme }) => theme.colors.border};
    transform: translateY(-50%);
  }
`;

/** The chosen part of the track, between the two handles (percentages of the bounds). */
export const RangeFill = styled.span<{ $from: number; $to: number }>`
  position: absolute;
  top: 50%;
  left: ${({ $from }) => $from}%;
  right: ${({ $to }) => 100 - $to}%;
  height: 4px;
  border-radius: 2px;
  background: ${({ theme }) => theme.colors.brand};
  transform: translateY(-50%);
`;

/** `$onTop` lifts the lower handle above the upper one when both sit at the top end, so it can still move. */
export const RangeInput = styled.input<{ $onTop?: boolean }>`
  position: absolute;
  inset: 0;
  z-index: ${({ $onTop }) => ($onTop ? 2 : 1)};
  width: 100%;
  height: 100%;
  margin: 0;
  background: none;
  pointer-events: none;
  -webkit-appearance: none;
  appearance: none;

  &::-webkit-slider-runnable-track {
    background: transparent;
  }

  &::-moz-range-track {
    background: transparent;
  }

  &::-webkit-slider-thumb {
    ${thumb}
    -webkit-appearance: none;
    appearance: none;
  }

  &::-moz-range-thumb {
    ${thumb}
  }

  &:focus-visible {
    outline: none;
  }

  &:focus-visible::-webkit-slider-thumb {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }

  &:focus-visible::-moz-range-thumb {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

export const PriceBoxes = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-top: ${({ theme }) => theme.spacing.md};
`;

export const PriceBox = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  padding: ${({ theme }) => `0 ${theme.spacing.sm}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  &:focus-within {
    border-color: ${({ theme }) => theme.colors.brand};
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 1px;
  }
`;

export const PriceInput = styled.input`
  width: 100%;
  min-width: 0;
  padding: ${({ theme }) => `${theme.spacing.sm} 0`};
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: right;

  &:focus {
    outline: none;
  }
`;

export const StatusText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
