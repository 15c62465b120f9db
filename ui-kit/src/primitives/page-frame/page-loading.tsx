import { Spinner } from '../spinner/spinner';
import { PageFrame } from './page-frame';

/** What a remote shows while a page's lazy chunk arrives: the page frame with a spinner that says so. */
export function PageLoading() {
  return (
    <PageFrame>
      <Spinner label="페이지를 불러오는 중입니다." />
    </PageFrame>
  );
}
