import styled, { css } from 'styled-components';
import type { UserProfile } from 'shared-contracts';

// The built-in templates (§3 User: profile T1–T3, cover C1–C3) are drawn with CSS, so they cost no image request.
const PROFILE_TEMPLATES: Record<string, string> = {
  T1: 'linear-gradient(135deg, #3b74db 0%, #1a4fa8 100%)',
  T2: 'linear-gradient(135deg, #1f8a4c 0%, #146c2e 100%)',
  T3: 'linear-gradient(135deg, #c2610c 0%, #8f4205 100%)',
};
const COVER_TEMPLATES: Record<string, string> = {
  C1: 'linear-gradient(120deg, #dbe7fb 0%, #a9c4f5 55%, #7aa2ec 100%)',
  C2: 'linear-gradient(120deg, #e3f6ec 0%, #b5e3c8 55%, #7cc9a0 100%)',
  C3: 'linear-gradient(120deg, #fdebd5 0%, #f8c99a 55%, #ee9f5d 100%)',
};
const DEFAULT_COVER = 'linear-gradient(120deg, #f2f4f7 0%, #e4e7ec 100%)';

type Pictures = Pick<
  UserProfile,
  'name' | 'profileImageType' | 'profileImageUrl' | 'profileImageTemplate' | 'coverImageType' | 'coverImageUrl' | 'coverImageTemplate'
>;

/** CSS background of the cover band: the uploaded image, a template, or a plain band. */
export function coverBackground(user: Pictures | undefined): string {
  if (user?.coverImageType === 'UPLOADED' && user.coverImageUrl) return `center / cover no-repeat url("${encodeURI(user.coverImageUrl)}")`;
  if (user?.coverImageType === 'TEMPLATE' && user.coverImageTemplate) return COVER_TEMPLATES[user.coverImageTemplate] ?? DEFAULT_COVER;
  return DEFAULT_COVER;
}

const avatarBox = css`
  flex: none;
  width: 72px;
  height: 72px;
  border-radius: 50%;
  border: 3px solid ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const AvatarImage = styled.img`
  ${avatarBox}
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surface};
`;

const AvatarInitial = styled.span<{ $background: string }>`
  ${avatarBox}
  display: inline-flex;
  align-items: center;
  justify-content: center;
  background: ${({ $background }) => $background};
  color: #ffffff;
  font-size: 28px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/** The member's picture: the upload, a template with their initial, or the initial on grey. */
export function ProfileAvatar({ user, label }: { user: Pictures; label: string }) {
  if (user.profileImageType === 'UPLOADED' && user.profileImageUrl) {
    return <AvatarImage src={user.profileImageUrl} alt={label} width={72} height={72} />;
  }
  const template = user.profileImageType === 'TEMPLATE' ? PROFILE_TEMPLATES[user.profileImageTemplate ?? ''] : undefined;
  return (
    <AvatarInitial role="img" aria-label={label} $background={template ?? '#667085'}>
      {user.name.trim().charAt(0) || '?'}
    </AvatarInitial>
  );
}
