import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render-with-providers';
import { GuestsPanel } from './guests-panel';

// Many pointer events on a two-month grid: generous on a busy CI machine (nothing here is timed).
jest.setTimeout(20_000);

function Harness({ adults, children, onDone = () => {} }: { adults: number; children: number; onDone?: () => void }) {
  const [counts, setCounts] = useState({ adults, children });
  return (
    <GuestsPanel
      id="guests"
      adults={counts.adults}
      children={counts.children}
      onChange={(a, c) => setCounts({ adults: a, children: c })}
      onDone={onDone}
    />
  );
}

const group = (name: RegExp) => screen.getByRole('group', { name });

describe('GuestsPanel', () => {
  it('labels adults and children with their ages and the free-children hint', () => {
    renderWithProviders(<Harness adults={2} children={0} />);

    expect(screen.getByRole('dialog', { name: '인원 선택' })).toBeInTheDocument();
    expect(group(/^성인 \(18세 이상\)$/)).toHaveTextContent('2명');
    expect(group(/^아동 \(0~7세\)$/)).toHaveTextContent('0명');
    expect(group(/^아동/)).toHaveAccessibleDescription('아동 2명까지 무료');
  });

  it('keeps adults between 1 and 8', async () => {
    const { user } = renderWithProviders(<Harness adults={2} children={0} />);
    const adults = group(/^성인/);
    const minus = within(adults).getByRole('button', { name: '성인 줄이기' });
    const plus = within(adults).getByRole('button', { name: '성인 늘리기' });

    await user.click(minus);
    expect(adults).toHaveTextContent('1명');
    expect(minus).toBeDisabled();

    for (let i = 0; i < 7; i += 1) await user.click(plus);
    expect(adults).toHaveTextContent('8명');
    expect(plus).toBeDisabled();
    expect(minus).toBeEnabled();
  });

  it('keeps children between 0 and 8', async () => {
    const { user } = renderWithProviders(<Harness adults={2} children={7} />);
    const children = group(/^아동/);
    const minus = within(children).getByRole('button', { name: '아동 줄이기' });
    const plus = within(children).getByRole('button', { name: '아동 늘리기' });

    await user.click(plus);
    expect(children).toHaveTextContent('8명');
    expect(plus).toBeDisabled();

    for (let i = 0; i < 8; i += 1) await user.click(minus);
    expect(children).toHaveTextContent('0명');
    expect(minus).toBeDisabled();
    // Adults are untouched by the children's buttons.
    expect(group(/^성인/)).toHaveTextContent('2명');
  });

  it('closes with its confirm button', async () => {
    const onDone = jest.fn();
    const { user } = renderWithProviders(<Harness adults={2} children={0} onDone={onDone} />);

    await user.click(screen.getByRole('button', { name: '확인' }));

    expect(onDone).toHaveBeenCalledTimes(1);
  });
});
