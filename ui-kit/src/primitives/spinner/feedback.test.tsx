import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../testing/render-with-theme';
import { PageFrame } from '../page-frame/page-frame';
import { Skeleton } from '../skeleton/skeleton';
import { Spinner } from './spinner';

it('Spinner is a status announced as 불러오는 중 by default', () => {
  renderWithTheme(<Spinner />);
  expect(screen.getByRole('status')).toHaveTextContent('불러오는 중');
});

it('Spinner takes a custom label', () => {
  renderWithTheme(<Spinner label="검색 중…" size="lg" />);
  expect(screen.getByRole('status')).toHaveTextContent('검색 중…');
});

it('Skeleton blocks are hidden from assistive technology', () => {
  const { container } = renderWithTheme(
    <div>
      <Skeleton height={200} />
      <Skeleton lines={3} />
    </div>,
  );
  const blocks = container.querySelectorAll('[aria-hidden="true"]');
  expect(blocks).toHaveLength(2);
  expect(blocks[1]!.children).toHaveLength(3);
});

it('PageFrame renders its children in the chosen element', () => {
  renderWithTheme(
    <PageFrame as="section" width="narrow">
      <h1>로그인</h1>
    </PageFrame>,
  );
  expect(screen.getByRole('heading', { name: '로그인' }).parentElement?.tagName).toBe('SECTION');
});
