import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RemoteRoutesModule } from 'shared-contracts';
import { renderWithShell } from '../testing/render-with-shell';
import { RemoteOutlet } from './remote-outlet';
import { loadRemoteRoutes } from './remote-registry';

jest.mock('./remote-registry', () => ({ loadRemoteRoutes: jest.fn() }));
const load = jest.mocked(loadRemoteRoutes);

describe('RemoteOutlet', () => {
  beforeEach(() => {
    load.mockReset();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('renders the remote once it has loaded', async () => {
    load.mockResolvedValue({ default: () => <p>원격 화면</p> } as RemoteRoutesModule);
    renderWithShell(<RemoteOutlet remote="mf_search" />, { path: '/main' });
    expect(await screen.findByText('원격 화면')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('mf_search', 0);
  });

  it('shows the Korean fallback on failure and retries on demand', async () => {
    load.mockRejectedValueOnce(new Error('network')).mockResolvedValueOnce({
      default: () => <p>다시 불러온 화면</p>,
    } as RemoteRoutesModule);
    renderWithShell(<RemoteOutlet remote="mf_support" />, { path: '/support/notice' });
    expect(await screen.findByRole('alert')).toHaveTextContent('화면을 불러오지 못했습니다.');
    await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByText('다시 불러온 화면')).toBeInTheDocument();
    expect(load).toHaveBeenLastCalledWith('mf_support', 1);
  });

  it('contains a remote that throws while rendering', async () => {
    load.mockResolvedValue({
      default: () => {
        throw new Error('render failure');
      },
    } as RemoteRoutesModule);
    renderWithShell(<RemoteOutlet remote="mf_hotel" />, { path: '/hotels/1' });
    expect(await screen.findByRole('alert')).toHaveTextContent('화면을 불러오지 못했습니다.');
  });
});
