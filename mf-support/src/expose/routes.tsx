import { Link, Route, Routes } from 'react-router-dom';
import { Button, EmptyState, PageFrame } from 'ui-kit';

// The 고객센터 area lands with its own issue; until then its routes answer honestly.
function AreaPending() {
  return (
    <PageFrame>
      <EmptyState
        headingLevel={1}
        title="고객센터"
        description="공지사항, 자주 묻는 질문과 문의 화면은 준비 중입니다."
        action={
          <Button as={Link} to="/main">
            홈으로
          </Button>
        }
      />
    </PageFrame>
  );
}

export default function MfSupportRoutes() {
  return (
    <Routes>
      <Route path="support/*" element={<AreaPending />} />
    </Routes>
  );
}
