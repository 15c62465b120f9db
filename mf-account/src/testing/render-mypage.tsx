import { Route, Routes } from 'react-router-dom';
import { ToastProvider } from 'ui-kit';
import { MyPageRoutes } from '../features/mypage/mypage-routes';
import { fakeToken } from './fake-token';
import { renderWithProviders } from './render-with-providers';

/** The member the my-page tests sign in as (the token's subject keys the saved cards). */
export const TEST_MEMBER_ID = 7;

export const testProfile = {
  id: TEST_MEMBER_ID,
  loginId: 'member0007',
  name: '김민지',
  email: 'minji@example.com',
  phone: '010-3000-0001',
  gender: 'FEMALE',
  birthDate: '1994-04-12',
  role: 'ROLE_USER',
  address1: null,
  address2: null,
  postcode: null,
  profileImageType: 'TEMPLATE',
  profileImageUrl: null,
  profileImageTemplate: 'T1',
  coverImageType: 'TEMPLATE',
  coverImageUrl: null,
  coverImageTemplate: 'C2',
};

/** /mypage/* as the shell mounts it (the remote's `mypage/*` route), signed in, with the shell's toasts. */
export function renderMyPage(path: string) {
  return renderWithProviders(
    <ToastProvider>
      <Routes>
        <Route path="mypage/*" element={<MyPageRoutes />} />
      </Routes>
    </ToastProvider>,
    { route: path, token: fakeToken({ sub: String(TEST_MEMBER_ID), role: 'ROLE_USER' }) },
  );
}
