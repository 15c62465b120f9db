import styled from 'styled-components';

/** A labelled field of the review and report forms: bold label above, a resizable text area. */
export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};

  label {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  textarea {
    padding: ${({ theme }) => theme.spacing.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    font: inherit;
    resize: vertical;
  }
`;
