import { Link, Route, Routes } from 'react-router-dom';
import { Button, EmptyState, PageFrame } from 'ui-kit';

// The 관리자 area lands with its own issue; until then its routes answer honestly.
function AreaPending() {
  return (
    <PageFrame>
      <EmptyState
        headingLevel={1}
        title="관리자"
        description="관리자 화면은 준비 중입니다."
        action={
          <Button as={Link} to="/main">
            홈으로
          </Button>
        }
      />
    </PageFrame>
  );
}

export default function MfAdminRoutes() {
  return (
    <Routes>
      <Route path="admin/*" element={<AreaPending />} />
    </Routes>
  );
}
