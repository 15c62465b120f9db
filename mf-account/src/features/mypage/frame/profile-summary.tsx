import styled from 'styled-components';
import { Button, Skeleton } from 'ui-kit';
import { frameMessages } from './frame.messages';
import { useMypageProfileQuery } from './my-profile.api';
import { coverBackground, ProfileAvatar } from './profile-pictures';

const Cover = styled.div<{ $background: string }>`
  height: 96px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ $background }) => $background};

  ${({ theme }) => theme.media.md} {
    height: 140px;
  }
`;

const Identity = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.md};
  margin: -36px 0 0 ${({ theme }) => theme.spacing.lg};
  min-height: 72px;
`;

/* Below the cover's edge whatever the length of the e-mail (the picture overlaps the cover, the text never). */
const Names = styled.div`
  min-width: 0;
  padding-top: 42px;
`;

const Name = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  overflow-wrap: anywhere;
`;

const Sub = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const Failed = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: ${({ theme }) => theme.spacing.md} 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The member's cover, picture, name and login ID above the tabs (GET /users/me). */
export function ProfileSummary() {
  const { data: user, isLoading, isError, refetch } = useMypageProfileQuery();
  if (isLoading) {
    return (
      <div aria-busy="true" aria-label={frameMessages.profileLoading} role="status">
        <Skeleton height={96} />
      </div>
    );
  }
  if (isError || !user) {
    return (
      <Failed role="alert">
        {frameMessages.profileFailed}
        <Button size="sm" variant="secondary" onClick={() => void refetch()}>
          {frameMessages.retry}
        </Button>
      </Failed>
    );
  }
  return (
    <section aria-label={frameMessages.greeting(user.name)}>
      <Cover $background={coverBackground(user)} data-testid="mypage-cover" />
      <Identity>
        <ProfileAvatar user={user} label={frameMessages.pictureOf(user.name)} />
        <Names>
          <Name>{frameMessages.greeting(user.name)}</Name>
          <Sub>
            {user.loginId} · {user.email}
          </Sub>
        </Names>
      </Identity>
    </section>
  );
}
