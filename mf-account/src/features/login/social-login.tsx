import styled from 'styled-components';
import { authMessages } from '../auth/auth.messages';
import { useGetOAuthProvidersQuery, type OAuthProviderName } from '../auth/auth.api';

const PROVIDERS: readonly { name: OAuthProviderName; label: string; short: string }[] = [
  { name: 'kakao', label: authMessages.social.kakao, short: '카카오' },
  { name: 'naver', label: authMessages.social.naver, short: '네이버' },
  { name: 'google', label: authMessages.social.google, short: 'Google' },
];

/** The backend's authorization start; a full browser navigation, since the provider's pages follow. */
export function oauthStartUrl(provider: OAuthProviderName): string {
  return `/api/auth/oauth/${provider}`;
}

/**
 * The three social buttons. Until the provider list arrives (or if it cannot be read) every button is
 * offered; a provider the server reports as not configured is shown disabled with a note instead of
 * failing after the click.
 */
export function SocialLogin() {
  const { data } = useGetOAuthProvidersQuery();
  return (
    <Section aria-labelledby="social-login-heading">
      <Heading id="social-login-heading">{authMessages.login.socialHeading}</Heading>
      <List>
        {PROVIDERS.map(({ name, label, short }) => {
          const configured = data?.find((item) => item.provider === name)?.configured ?? true;
          if (!configured) {
            const noteId = `social-${name}-note`;
            return (
              <li key={name}>
                <SocialButton as="button" type="button" disabled aria-describedby={noteId} $provider={name}>
                  {label}
                  <Badge>{authMessages.social.notConfigured}</Badge>
                </SocialButton>
                <Note id={noteId}>{authMessages.social.notConfiguredNote(short)}</Note>
              </li>
            );
          }
          return (
            <li key={name}>
              <SocialButton href={oauthStartUrl(name)} $provider={name}>
                {label}
              </SocialButton>
            </li>
          );
        })}
      </List>
    </Section>
  );
}

const Section = styled.section`
  margin-top: ${({ theme }) => theme.spacing.xl};
  padding-top: ${({ theme }) => theme.spacing.xl};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const palette: Record<OAuthProviderName, { background: string; color: string; border: string }> = {
  kakao: { background: '#FEE500', color: '#191919', border: '#FEE500' },
  naver: { background: '#03A94D', color: '#ffffff', border: '#03A94D' },
  google: { background: '#ffffff', color: '#1f1f1f', border: '#747775' },
};

const SocialButton = styled.a<{ $provider: OAuthProviderName }>`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing.sm};
  width: 100%;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.spacing.lg};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  color: ${({ $provider }) => palette[$provider].color};
  background: ${({ $provider }) => palette[$provider].background};
  border: 1px solid ${({ $provider }) => palette[$provider].border};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;

const Badge = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Note = styled.p`
  margin: ${({ theme }) => theme.spacing.xxs} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;
