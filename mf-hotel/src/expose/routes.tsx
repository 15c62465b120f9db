import { Link, Route, Routes } from 'react-router-dom';
import { Button, EmptyState, PageFrame } from 'ui-kit';
import { HotelDetailPage } from '../features/hotel-detail/hotel-detail-page';

// The 호텔 상세·예약·결제 area lands with its own issue; until then its routes answer honestly.
function AreaPending() {
  return (
    <PageFrame>
      <EmptyState
        headingLevel={1}
        title="호텔 상세·예약·결제"
        description="호텔 상세, 예약과 결제 화면은 준비 중입니다."
        action={
          <Button as={Link} to="/main">
            홈으로
          </Button>
        }
      />
    </PageFrame>
  );
}

export default function MfHotelRoutes() {
  return (
    <Routes>
      <Route path="hotels/:id" element={<HotelDetailPage />} />
      <Route path="reservation" element={<AreaPending />} />
      <Route path="reservation/success" element={<AreaPending />} />
      <Route path="reservation/fail" element={<AreaPending />} />
      <Route path="pay/success" element={<AreaPending />} />
      <Route path="pay/fail" element={<AreaPending />} />
    </Routes>
  );
}
