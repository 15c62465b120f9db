import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from 'ui-kit';
import { faqMessages as t } from './faq.messages';

const Box = styled.aside`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.md};
  margin-top: ${({ theme }) => theme.spacing.xxl};
  padding: ${({ theme }) => theme.spacing.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  p {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

/** Below the answers: the way to ask a person when none of them helped. */
export function AskPrompt() {
  return (
    <Box aria-label={t.stillStuck}>
      <p>{t.stillStuck}</p>
      <Button as={Link} to="/support/contact/inquiry" variant="secondary">
        {t.ask}
      </Button>
    </Box>
  );
}
