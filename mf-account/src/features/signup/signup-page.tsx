import styled from 'styled-components';
import { PageFrame } from 'ui-kit';
import { authMessages } from '../auth/auth.messages';
import { type Clock } from '../auth/countdown.hook';
import { Card, PageTitle } from '../auth/page-parts';
import { SignupForm } from './signup-form';
import { SignupSlideshow } from './signup-slideshow';

interface SignupPageProps {
  clock?: Clock;
  today?: () => string;
  notify?: (message: string) => void;
}

/** Two columns on wide screens (slideshow | form), stacked on phones with the pictures first and short. */
export function SignupPage(props: SignupPageProps) {
  return (
    <PageFrame>
      <Columns>
        <SignupSlideshow />
        <Card aria-labelledby="signup-title">
          <PageTitle id="signup-title">{authMessages.signup.title}</PageTitle>
          <SignupForm {...props} />
        </Card>
      </Columns>
    </PageFrame>
  );
}

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing.xl};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: stretch;
  }
`;
