import styled from 'styled-components';
import { authMessages } from '../auth/auth.messages';
import { useGetOAuthProvidersQuery, type OAuthProviderName } from '../auth/auth.api';

const PROVIDERS: readonly { name: OAuthProviderName; label: string }[] = [
  { name: 'kakao', label: authMessages.social.kakao },
  { name: 'naver', label: authMessages.social.naver },
  { name: 'google', label: authMessages.social.google },
];

/** The backend's authorization start; a full browser navigation, since the provider's pages follow. */
export function oauthStartUrl(provider: OAuthProviderName): string {
  return `/api/auth/oauth/${provider}`;
}

/**
 * The social login buttons of the providers the server has credentials for (GET /api/auth/oauth/providers), in a
 * fixed order. Nothing is offered before that answer (or when it cannot be read), and without a configured provider
 * there is no social section at all: a button must never lead to a login that cannot work.
 */
export function SocialLogin() {
  const { data } = useGetOAuthProvidersQuery();
  const offered = PROVIDERS.filter(({ name }) => data?.some((item) => item.provider === name && item.configured));
  if (offered.length === 0) return null;
  return (
    <Section aria-labelledby="social-login-heading">
      <Heading id="social-login-heading">{authMessages.login.socialHeading}</Heading>
      <List>
        {offered.map(({ name, label }) => (
          <li key={name}>
            <SocialButton href={oauthStartUrl(name)} $provider={name}>
              {label}
            </SocialButton>
          </li>
        ))}
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
`;
