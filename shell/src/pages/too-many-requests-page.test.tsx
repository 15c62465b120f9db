import { act, screen } from '@testing-library/react';
import { RATE_LIMIT_RETURN_PATH_KEY } from 'shared-contracts';
import { renderWithShell } from '../testing/render-with-shell';
import { TooManyRequestsPage } from './too-many-requests-page';

describe('TooManyRequestsPage', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    sessionStorage.clear();
  });
  afterEach(() => jest.useRealTimers());

  it('counts down 20 seconds and returns to the remembered path', () => {
    sessionStorage.setItem(RATE_LIMIT_RETURN_PATH_KEY, '/search?region=x');
    renderWithShell(<TooManyRequestsPage />, { path: '/too-many-requests' });
    expect(screen.getByRole('timer')).toHaveTextContent('20초');
    act(() => jest.advanceTimersByTime(5_000));
    expect(screen.getByRole('timer')).toHaveTextContent('15초');
    expect(screen.getByTestId('location')).toHaveTextContent('/too-many-requests');
    act(() => jest.advanceTimersByTime(15_500));
    expect(screen.getByTestId('location')).toHaveTextContent('/search?region=x');
    expect(sessionStorage.getItem(RATE_LIMIT_RETURN_PATH_KEY)).toBeNull();
  });

  it('returns to /main when nothing was remembered', () => {
    renderWithShell(<TooManyRequestsPage />, { path: '/too-many-requests' });
    act(() => jest.advanceTimersByTime(20_500));
    expect(screen.getByTestId('location')).toHaveTextContent('/main');
  });
});
