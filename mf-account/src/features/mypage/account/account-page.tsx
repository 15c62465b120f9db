import styled from 'styled-components';
import { Skeleton } from 'ui-kit';
import { TabHeading } from '../frame/tab-heading';
import { useMypageProfileQuery } from '../frame/my-profile.api';
import { EmailChange } from './email-change';
import { PasswordForm } from './password-form';
import { PicturePicker } from './picture-picker';
import { ProfileForm } from './profile-form';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xxl};
  max-width: 640px;
  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing.sm};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

/** /mypage/account (§2 "account"): profile, pictures, password and e-mail. */
export function AccountPage() {
  const { data: user } = useMypageProfileQuery();
  return (
    <section aria-labelledby="mypage-account-title">
      <TabHeading id="mypage-account-title">계정</TabHeading>
      {!user ? (
        <div role="status" aria-busy="true">
          <Skeleton height={420} />
        </div>
      ) : (
        <Stack>
          <ProfileForm key={user.id} user={user} />
          <section aria-labelledby="account-pictures-title">
            <h2 id="account-pictures-title">사진</h2>
            <PicturePicker kind="profile" current={user.profileImageType === 'TEMPLATE' ? user.profileImageTemplate : null} />
            <PicturePicker kind="cover" current={user.coverImageType === 'TEMPLATE' ? user.coverImageTemplate : null} />
          </section>
          <PasswordForm />
          <EmailChange user={user} />
        </Stack>
      )}
    </section>
  );
}
