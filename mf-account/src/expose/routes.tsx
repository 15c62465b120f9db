import { Route, Routes } from 'react-router-dom';
import { FindPasswordPage } from '../features/find-password/find-password-page';
import { LoginPage } from '../features/login/login-page';
import { AreaPending } from '../features/pending/pending-page';
import { SignupPage } from '../features/signup/signup-page';
import { MyPageRoutes } from '../features/mypage/mypage-routes';

/**
 * mf-account's routes, relative to where the shell mounts the remote (a splat route at the root).
 * The screens are imported eagerly (this remote is fetched because one of them was visited); only the
 * login's bot-check widget is a chunk of its own, loaded when the login screen mounts.
 */
export default function MfAccountRoutes() {
  return (
    <Routes>
      <Route path="login" element={<LoginPage />} />
      <Route path="signup" element={<SignupPage />} />
      <Route path="find-password" element={<FindPasswordPage />} />
      <Route path="mypage/*" element={<MyPageRoutes />} />
      <Route path="hotelapply" element={<AreaPending />} />
      <Route path="hotelapply/mine" element={<AreaPending />} />
    </Routes>
  );
}
