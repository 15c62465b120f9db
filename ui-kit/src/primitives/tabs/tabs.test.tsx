import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../../testing/render-with-theme';
import { Tabs } from './tabs';

const items = [
  { id: 'account', label: '내 정보' },
  { id: 'coupon', label: '쿠폰함' },
  { id: 'payment', label: '결제 수단', disabled: true },
  { id: 'history', label: '예약 내역' },
];

function Harness({ onChange }: { onChange: (id: string) => void }) {
  const [value, setValue] = useState('account');
  return (
    <Tabs
      items={items}
      value={value}
      label="마이페이지"
      onChange={(id) => {
        onChange(id);
        setValue(id);
      }}
    >
      {`${value} 내용`}
    </Tabs>
  );
}

describe('Tabs', () => {
  it('selects by click and by arrow keys, skipping disabled tabs and wrapping', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithTheme(<Harness onChange={onChange} />);
    expect(screen.getByRole('tablist', { name: '마이페이지' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '내 정보' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: '내 정보' })).toHaveTextContent('account 내용');

    await user.click(screen.getByRole('tab', { name: '쿠폰함' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '예약 내역' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    await user.keyboard('{End}');
    expect(onChange.mock.calls.map(([id]) => id)).toEqual(['coupon', 'history', 'account', 'history']);
    expect(screen.getByRole('tab', { name: '예약 내역' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: '내 정보' })).toHaveAttribute('tabindex', '-1');
  });
});
