import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/render-with-theme';
import { Button } from '../button/button';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('shows a heading, a description and an action', async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    renderWithTheme(
      <EmptyState
        icon="🏨"
        title="검색 결과가 없습니다"
        description="조건에 맞는 호텔이 없습니다. 날짜나 지역을 바꿔보세요."
        action={<Button onClick={onRetry}>다시 시도</Button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: '검색 결과가 없습니다' })).toBeInTheDocument();
    expect(screen.getByText('조건에 맞는 호텔이 없습니다. 날짜나 지역을 바꿔보세요.')).toBeInTheDocument();
    expect(screen.getByText('🏨')).toHaveAttribute('aria-hidden', 'true');
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('renders only the title when nothing else is given, at the requested level', () => {
    renderWithTheme(<EmptyState title="찜한 호텔이 없습니다" headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: '찜한 호텔이 없습니다' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
