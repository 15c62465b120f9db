import { act, screen, waitFor } from '@testing-library/react';
import { restoreFetch } from '../../testing/fetch-mock';
import { HOTEL, mockOwnerApi } from '../../testing/owner.fixtures';
import { renderInShell, ownerToken } from '../../testing/render-owner';
import { useOwnerDashboardQuery } from '../../features/dashboard/dashboard.api';
import { useLiveBookings } from './live-bookings.hook';
import type { ConnectOptions, ConnectOwnerEvents, StreamOutcome } from './owner-event-stream';

/** A stream the test drives: each connect() is one connection, ended or refused when the test says. */
function fakeStreams() {
  const connections: { options: ConnectOptions; finish(outcome: StreamOutcome): void }[] = [];
  const connect: ConnectOwnerEvents = (options) =>
    new Promise((resolve) => {
      connections.push({ options, finish: resolve });
    });
  const latest = () => connections[connections.length - 1]!;
  const send = (message: Parameters<ConnectOptions['onMessage']>[0]) => act(() => latest().options.onMessage(message));
  return { connect: jest.fn(connect), connections, latest, send };
}

const event = (type: 'booking.created' | 'booking.cancelled', bookingNo: string) => ({
  event: type,
  data: { type, hotelId: HOTEL.id, bookingNo, at: '2026-11-27T01:00:00Z' },
});

function Dashboard({ connect }: { connect: ConnectOwnerEvents }) {
  useLiveBookings(HOTEL.id, connect);
  const dashboard = useOwnerDashboardQuery({ hotelId: HOTEL.id, day: '2026-11-27' });
  return <p>{dashboard.data ? '읽음' : '읽는 중'}</p>;
}

function setup() {
  const api = mockOwnerApi({ [`GET /owner/hotels/${HOTEL.id}/dashboard`]: () => ({ body: { kpis: {} } }) });
  const streams = fakeStreams();
  const token = ownerToken();
  const view = renderInShell(<Dashboard connect={streams.connect} />, { token });
  const dashboardReads = () => api.sent.filter((s) => s.path === `/owner/hotels/${HOTEL.id}/dashboard`).length;
  return { ...api, ...streams, view, token, dashboardReads };
}

afterEach(() => restoreFetch());

describe('useLiveBookings', () => {
  it('opens the hotel’s stream with the session’s token', async () => {
    const { connections, token } = setup();
    await waitFor(() => expect(connections).toHaveLength(1));
    expect(connections[0]!.options.hotelId).toBe(HOTEL.id);
    expect(connections[0]!.options.token).toBe(token);
  });

  it('a new booking refetches the dashboard and says 새 예약이 들어왔습니다 with its number', async () => {
    const { send, dashboardReads } = setup();
    await screen.findByText('읽음');
    const before = dashboardReads();
    await send(event('booking.created', 'HB20261201-000123'));
    expect(await screen.findByText('새 예약이 들어왔습니다 (HB20261201-000123)')).toBeInTheDocument();
    await waitFor(() => expect(dashboardReads()).toBe(before + 1));
  });

  it('a cancellation refetches too and says 예약이 취소되었습니다', async () => {
    const { send, dashboardReads } = setup();
    await screen.findByText('읽음');
    const before = dashboardReads();
    await send(event('booking.cancelled', 'HB20261201-000124'));
    expect(await screen.findByText('예약이 취소되었습니다 (HB20261201-000124)')).toBeInTheDocument();
    await waitFor(() => expect(dashboardReads()).toBe(before + 1));
  });

  it('reads again on ready and resync (nothing is replayed after a gap), without a toast', async () => {
    const { send, dashboardReads } = setup();
    await screen.findByText('읽음');
    const before = dashboardReads();
    await send({ event: 'ready', data: { hotelId: HOTEL.id } });
    await waitFor(() => expect(dashboardReads()).toBe(before + 1));
    await send({ event: 'resync', data: { hotelId: HOTEL.id } });
    await waitFor(() => expect(dashboardReads()).toBe(before + 2));
    expect(screen.queryByRole('status', { name: /예약/ })).not.toBeInTheDocument();
  });

  it('reconnects after the stream ends, with a pause first', async () => {
    const { connections, latest } = setup();
    await waitFor(() => expect(connections).toHaveLength(1));
    const endedAt = Date.now();
    act(() => latest().finish({ kind: 'ended' }));
    await waitFor(() => expect(connections).toHaveLength(2));
    expect(Date.now() - endedAt).toBeGreaterThanOrEqual(900);
  });

  it('after a 401 renews the token through the request client, then reconnects', async () => {
    const { connections, latest, sent } = setup();
    await waitFor(() => expect(connections).toHaveLength(1));
    const hotelReads = () => sent.filter((s) => s.path === '/owner/hotels').length;
    const before = hotelReads();
    act(() => latest().finish({ kind: 'refused', status: 401 }));
    await waitFor(() => expect(hotelReads()).toBe(before + 1));
    await waitFor(() => expect(connections).toHaveLength(2));
  });

  it('stops on 403 (not this owner’s hotel) and closes the stream on unmount', async () => {
    const { connections, latest, view } = setup();
    await waitFor(() => expect(connections).toHaveLength(1));
    act(() => latest().finish({ kind: 'refused', status: 403 }));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(connections).toHaveLength(1);
    view.unmount();
    expect(connections[0]!.options.signal.aborted).toBe(true);
  });
});
