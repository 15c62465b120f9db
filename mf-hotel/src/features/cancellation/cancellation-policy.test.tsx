import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render-with-providers';
import { CancellationPolicy } from './cancellation-policy';

describe('CancellationPolicy', () => {
  it("lists the hotel's tiers and the deadline", () => {
    renderWithProviders(<CancellationPolicy lines={['체크인 7일 전까지: 100% 환불', '체크인 당일: 환불 불가']} />);
    expect(screen.getByRole('heading', { level: 2, name: '취소 규정' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['체크인 7일 전까지: 100% 환불', '체크인 당일: 환불 불가']);
    expect(screen.getByText(/체크인 당일 23시 59분/)).toBeInTheDocument();
  });

  it('says a non-refundable room refunds nothing, whatever the tiers', () => {
    renderWithProviders(<CancellationPolicy lines={['체크인 7일 전까지: 100% 환불']} refundable={false} />);
    expect(screen.queryByRole('listitem')).toBeNull();
    expect(screen.getByText(/환불 불가 객실입니다/)).toBeInTheDocument();
  });

  it('shows nothing when the answer carried no policy', () => {
    renderWithProviders(<CancellationPolicy lines={[]} />);
    expect(screen.queryByRole('heading', { name: '취소 규정' })).toBeNull();
  });
});
