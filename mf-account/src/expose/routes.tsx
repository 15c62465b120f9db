import { Navigate, Route, Routes } from 'react-router-dom';
import { FindPasswordPage } from '../features/find-password/find-password-page';
import { ApplicationEditPage } from '../features/hotelapply/application-edit-page';
import { HotelApplyPage } from '../features/hotelapply/hotelapply-page';
import { MyApplicationsPage } from '../features/hotelapply/my-applications-page';
import { LoginPage } from '../features/login/login-page';
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
      {/* hotel applications (the shell asks for a login first) */}
      <Route path="hotelapply" element={<HotelApplyPage />} />
      <Route path="hotelapply/mine" element={<MyApplicationsPage />} />
      <Route path="hotelapply/mine/:id/edit" element={<ApplicationEditPage />} />
      <Route path="hotelapply/*" element={<Navigate to="/hotelapply" replace />} />
    </Routes>
  );
}
