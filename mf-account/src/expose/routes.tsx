import { Link, Route, Routes } from 'react-router-dom';
import { Button, EmptyState, PageFrame } from 'ui-kit';

// The 계정 area lands with its own issue; until then its routes answer honestly.
function AreaPending() {
  return (
    <PageFrame>
      <EmptyState
        headingLevel={1}
        title="계정"
        description="로그인, 회원가입과 마이페이지 화면은 준비 중입니다."
        action={
          <Button as={Link} to="/main">
            홈으로
          </Button>
        }
      />
    </PageFrame>
  );
}

export default function MfAccountRoutes() {
  return (
    <Routes>
      <Route path="login" element={<AreaPending />} />
      <Route path="signup" element={<AreaPending />} />
      <Route path="find-password" element={<AreaPending />} />
      <Route path="mypage/*" element={<AreaPending />} />
      <Route path="hotelapply" element={<AreaPending />} />
      <Route path="hotelapply/mine" element={<AreaPending />} />
    </Routes>
  );
}
