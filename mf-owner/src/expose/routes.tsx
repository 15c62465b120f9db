import { Link, Route, Routes } from 'react-router-dom';
import { Button, EmptyState, PageFrame } from 'ui-kit';

// The 호텔 관리 area lands with its own issue; until then its routes answer honestly.
function AreaPending() {
  return (
    <PageFrame>
      <EmptyState
        headingLevel={1}
        title="호텔 관리"
        description="호텔 관리(대시보드, 재고·요금, 예약, 객실 배정) 화면은 준비 중입니다."
        action={
          <Button as={Link} to="/main">
            홈으로
          </Button>
        }
      />
    </PageFrame>
  );
}

export default function MfOwnerRoutes() {
  return (
    <Routes>
      <Route path="owner" element={<AreaPending />} />
      <Route path="owner/hotels/:hotelId/*" element={<AreaPending />} />
    </Routes>
  );
}
