import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/render-with-theme';
import { ReasonPicker, reasonReady } from './reason-picker';

type Reason = 'PLAN' | 'ETC';
const OPTIONS = [
  { value: 'PLAN', label: '일정 변경' },
  { value: 'ETC', label: '기타' },
] as const;

function Harness({ onState }: { onState: (ready: boolean) => void }) {
  const [value, setValue] = useState<Reason | null>(null);
  const [detail, setDetail] = useState('');
  onState(reasonReady(value, 'ETC', detail));
  return (
    <ReasonPicker
      legend="취소 사유"
      options={OPTIONS}
      value={value}
      onChange={setValue}
      otherValue="ETC"
      detail={detail}
      onDetailChange={setDetail}
      detailLabel="기타 사유"
      detailRequired="기타 사유를 입력해주세요."
      detailMax={20}
    />
  );
}

describe('ReasonPicker', () => {
  it('is one group of radios; the other reason asks for words before it is ready', async () => {
    const user = userEvent.setup();
    const states: boolean[] = [];
    renderWithTheme(<Harness onState={(ready) => states.push(ready)} />);
    expect(screen.getByRole('group', { name: '취소 사유' })).toBeInTheDocument();
    expect(states.at(-1)).toBe(false);
    await user.click(screen.getByRole('radio', { name: '일정 변경' }));
    expect(states.at(-1)).toBe(true);
    expect(screen.queryByLabelText('기타 사유')).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: '기타' }));
    expect(states.at(-1)).toBe(false);
    const box = screen.getByRole('textbox', { name: '기타 사유' });
    expect(box).toHaveAttribute('maxlength', '20');
    expect(box).toHaveAccessibleDescription('기타 사유를 입력해주세요.');
    await user.type(box, '   ');
    expect(states.at(-1)).toBe(false);
    await user.type(box, '설비 고장');
    expect(states.at(-1)).toBe(true);
    expect(screen.queryByText('기타 사유를 입력해주세요.')).not.toBeInTheDocument();
  });

  it('reasonReady needs a reason, and words for the other one', () => {
    expect(reasonReady<Reason>(null, 'ETC', 'x')).toBe(false);
    expect(reasonReady<Reason>('PLAN', 'ETC', '')).toBe(true);
    expect(reasonReady<Reason>('ETC', 'ETC', ' ')).toBe(false);
    expect(reasonReady<Reason>('ETC', 'ETC', '사유')).toBe(true);
  });
});
