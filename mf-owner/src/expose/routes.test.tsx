import { screen, within } from '@testing-library/react';
import { restoreFetch } from '../testing/fetch-mock';
import { HOTEL, mockOwnerApi, OTHER_HOTEL } from '../testing/owner.fixtures';
import { renderOwner } from '../testing/render-owner';

afterEach(() => restoreFetch());

describe('mf-owner frame', () => {
  it('lists the owner’s hotels on /owner, each opening its dashboard', async () => {
    mockOwnerApi({});
    renderOwner('/owner');
    expect(screen.getByRole('heading', { level: 1, name: '내 호텔' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: '내 호텔 목록' });
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    expect(within(list).getByRole('link', { name: `${HOTEL.name} 대시보드 열기` })).toHaveAttribute('href', `/owner/hotels/${HOTEL.id}`);
    expect(within(list).getByText('미등록')).toBeInTheDocument();
  });

  it('goes straight to the dashboard of an owner with exactly one hotel', async () => {
    mockOwnerApi(
      { [`GET /owner/hotels/${HOTEL.id}/dashboard`]: () => ({ status: 500, body: { error: 'X', message: '잠시 후 다시 시도해주세요.' } }) },
      [HOTEL],
    );
    const { currentPath } = renderOwner('/owner');
    expect(await screen.findByRole('heading', { level: 1, name: HOTEL.name })).toBeInTheDocument();
    expect(currentPath()).toBe(`/owner/hotels/${HOTEL.id}`);
  });

  it('says when the owner has no hotel yet', async () => {
    mockOwnerApi({}, []);
    renderOwner('/owner');
    expect(await screen.findByRole('heading', { name: '운영 중인 호텔이 없습니다.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '호텔 등록 신청' })).toHaveAttribute('href', '/hotelapply');
  });

  it('shows the sidebar with the hotel selector, the sections, the hotel page and logout', async () => {
    mockOwnerApi({ [`GET /owner/hotels/${HOTEL.id}/bookings`]: () => ({ body: { content: [], page: 0, size: 20, totalElements: 0 } }) });
    const { user, currentPath } = renderOwner(`/owner/hotels/${HOTEL.id}/bookings`);
    const nav = await screen.findByRole('navigation', { name: '호텔 관리 메뉴' });
    // The sections appear once the owner's hotels have arrived.
    const links = await within(nav).findAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['대시보드', '재고·요금', '예약 관리', '객실 배정', '객실 현황', '리뷰 관리']);
    expect(within(nav).getByRole('link', { name: '예약 관리' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: '객실 배정' })).toHaveAttribute('href', `/owner/hotels/${HOTEL.id}/assign`);
    expect(screen.getByRole('link', { name: '내 호텔 페이지 보기' })).toHaveAttribute('href', `/hotels/${HOTEL.id}`);
    expect(screen.getByRole('button', { name: '로그아웃' })).toBeInTheDocument();
    // Another hotel keeps the section.
    await user.selectOptions(screen.getByRole('combobox', { name: '관리할 호텔' }), OTHER_HOTEL.name);
    expect(currentPath()).toBe(`/owner/hotels/${OTHER_HOTEL.id}/bookings`);
  });

  it('does not open a hotel the owner does not run, and asks the API nothing about it', async () => {
    const { sent } = mockOwnerApi({});
    renderOwner('/owner/hotels/99/inventory');
    expect(await screen.findByRole('heading', { level: 1, name: '관리할 수 없는 호텔입니다.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '내 호텔 목록으로' })).toHaveAttribute('href', '/owner');
    expect(sent.map((s) => s.path)).toEqual(['/owner/hotels']);
  });

  it('answers an unknown address inside the area', async () => {
    mockOwnerApi({});
    renderOwner(`/owner/hotels/${HOTEL.id}/nothing`);
    expect(await screen.findByRole('heading', { level: 1, name: '페이지를 찾을 수 없습니다.' })).toBeInTheDocument();
  });
});
