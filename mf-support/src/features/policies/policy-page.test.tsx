import { screen, within } from '@testing-library/react';
import { renderSupport } from '../../testing/render-support';
import { PRIVACY } from './privacy.content';
import { TERMS } from './terms.content';

describe('/terms', () => {
  it('publishes the terms with the effective date, a table of contents and every section', async () => {
    renderSupport('/terms');
    const title = await screen.findByRole('heading', { level: 1, name: '이용약관' });
    expect(title).toHaveAttribute('tabindex', '-1');
    expect(screen.getByText('2026년 11월 27일')).toHaveAttribute('datetime', '2026-11-27');
    const contents = screen.getByRole('navigation', { name: '목차' });
    const links = within(contents).getAllByRole('link');
    expect(links).toHaveLength(TERMS.sections.length);
    for (const link of links) {
      const target = document.getElementById(link.getAttribute('href')!.slice(1));
      expect(target).not.toBeNull();
      expect(within(target!).getByRole('heading', { level: 2 })).toHaveTextContent(link.textContent!);
    }
    expect(screen.getByRole('link', { name: '개인정보처리방침 보기' })).toHaveAttribute('href', '/privacy');
  });

  it('states the refund tiers, holds and the cancellation deadline as the product applies them', async () => {
    renderSupport('/terms');
    const cancellation = await screen.findByRole('region', { name: '제8조 (예약 취소와 환불)' });
    expect(cancellation).toHaveTextContent('체크인 당일 23시 59분(한국 시간)까지');
    const tiers = within(cancellation).getByRole('table', { name: '기본 취소 수수료 기준' });
    expect(
      within(tiers)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['체크인 7일 전까지100% 환불', '체크인 3~6일 전50% 환불', '체크인 1~2일 전20% 환불', '체크인 당일환불 불가']);
    expect(cancellation).toHaveTextContent('환불 불가 조건으로 판매된 객실은 취소할 수 있으나 환불되지 않습니다.');
    expect(screen.getByRole('region', { name: '제6조 (예약의 성립)' })).toHaveTextContent('15분 동안 회원을 위해 유지됩니다');
    expect(screen.getByRole('region', { name: '제11조 (숙박업체의 의무)' })).toHaveTextContent('결제 금액의 15%를 중개 수수료로');
  });
});

describe('/privacy', () => {
  it('publishes what is collected, how long it is kept, who processes it and whom to ask', async () => {
    renderSupport('/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: '개인정보처리방침' })).toHaveAttribute('tabindex', '-1');
    expect(within(screen.getByRole('navigation', { name: '목차' })).getAllByRole('link')).toHaveLength(PRIVACY.sections.length);
    const retention = screen.getByRole('table', { name: '보유 기간' });
    const periodOf = (text: RegExp) => within(retention).getByRole('row', { name: text }).querySelectorAll('td')[1]!.textContent;
    expect(periodOf(/계약 또는 청약철회/)).toBe('5년');
    expect(periodOf(/대금결제/)).toBe('5년');
    expect(periodOf(/소비자의 불만/)).toBe('3년');
    expect(periodOf(/로그인 기록/)).toBe('3개월');
    expect(within(screen.getByRole('table', { name: '처리 위탁' })).getByText('토스페이먼츠(주)')).toBeInTheDocument();
    const officer = screen.getByRole('region', { name: '10. 개인정보 보호책임자' });
    expect(officer).toHaveTextContent('1588-0000');
    expect(within(officer).getByRole('link', { name: '1:1 문의하기' })).toHaveAttribute('href', '/support/contact/inquiry');
    expect(screen.getByRole('link', { name: '이용약관 보기' })).toHaveAttribute('href', '/terms');
  });

  it('labels every table cell with its column, for the stacked layout on a phone', async () => {
    renderSupport('/privacy');
    await screen.findByRole('heading', { level: 1, name: '개인정보처리방침' });
    const cells = Array.from(document.querySelectorAll('td'));
    expect(cells.length).toBeGreaterThan(20);
    expect(cells.every((cell) => Boolean(cell.getAttribute('data-label')))).toBe(true);
  });
});
