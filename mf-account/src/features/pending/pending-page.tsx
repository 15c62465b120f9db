import { Link } from 'react-router-dom';
import { Button, EmptyState, PageFrame } from 'ui-kit';

// Hotel applications (/hotelapply) land with their own issue (12); until then their routes answer honestly.
export function AreaPending() {
  return (
    <PageFrame>
      <EmptyState
        headingLevel={1}
        title="계정"
        description="호텔 입점 신청 화면은 준비 중입니다."
        action={
          <Button as={Link} to="/main">
            홈으로
          </Button>
        }
      />
    </PageFrame>
  );
}
