import { screen, within } from '@testing-library/react';
import { restoreFetch } from '../../testing/fetch-mock';
import { draftKey } from './application-draft';
import { alertText, box, fill, fillRequired, MEMBER, room, setup, submitButton } from './hotelapply-page.testing';

beforeEach(() => window.localStorage.clear());
afterEach(() => restoreFetch());

// Sending the application (confirm, §8 failures) is in hotelapply-submit.test.tsx.
describe('/hotelapply', () => {
  it('shows every field with the §5 defaults: one STANDARD room type, 20 amenities, the 17 시·도 (제주, 세종 too)', () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: '호텔 입점 신청' })).toBeInTheDocument();
    for (const name of [
      '대표자 이름',
      '사업자등록번호',
      '연락처',
      '호텔 이름',
      '우편번호',
      '주소',
      '상세 주소',
      '호텔 소개 및 심사 담당자에게 전할 말',
    ]) {
      expect(box(name)).toBeInTheDocument();
    }
    const regions = within(screen.getByRole('combobox', { name: '지역' }))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(regions).toHaveLength(18);
    expect(regions.slice(7, 9)).toEqual(['울산광역시', '세종특별자치시']);
    expect(regions.at(-1)).toBe('제주특별자치도');
    expect(
      within(screen.getByRole('combobox', { name: '호텔 등급' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['등급 선택', '1성', '2성', '3성', '4성', '5성']);
    expect(within(screen.getByRole('group', { name: /제공하는 편의시설/ })).getAllByRole('checkbox')).toHaveLength(20);
    const first = within(room(1));
    expect(first.getByRole('combobox', { name: '유형' })).toHaveValue('STANDARD');
    expect(first.getByRole('spinbutton', { name: '객실 수' })).toHaveValue(1);
    expect(first.getByRole('spinbutton', { name: '수용 인원(명)' })).toHaveValue(2);
    expect(first.getByRole('spinbutton', { name: '크기(㎡)' })).toHaveValue(20);
    expect(first.getByRole('spinbutton', { name: '1박 요금(원)' })).toHaveValue(100000);
    expect(first.getByRole('checkbox', { name: '환불 가능' })).toBeChecked();
    expect(first.getByRole('checkbox', { name: '조식 포함' })).not.toBeChecked();
    expect(first.getByRole('button', { name: '객실 유형 1 삭제' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: '나중에 등록' })).toBeChecked();
  });

  it('formats the business number 3-2-5 and the phone number as they are typed, and picks the region from the address', async () => {
    const { user } = setup();
    await user.type(box('사업자등록번호'), '12345678901234');
    expect(box('사업자등록번호')).toHaveValue('123-45-67890');
    await user.type(box('연락처'), '0212345678');
    expect(box('연락처')).toHaveValue('02-1234-5678');
    await user.clear(box('연락처'));
    await user.type(box('연락처'), '010-9876-54321');
    expect(box('연락처')).toHaveValue('010-9876-5432');
    await user.type(box('주소'), '부산 해운대구 우동 1');
    await user.tab();
    expect(screen.getByRole('combobox', { name: '지역' })).toHaveValue('부산광역시');
  });

  it('checks the rules in the order of the form and says the first broken one, live once tried', async () => {
    const { user, sent } = setup();
    await user.click(submitButton());
    expect(alertText()).toBe('필수 항목을 모두 입력해주세요.');
    expect(box('대표자 이름')).toHaveFocus();
    expect(box('대표자 이름')).toHaveAttribute('aria-invalid', 'true');
    expect(box('사업자등록번호')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('combobox', { name: '지역' })).toHaveAttribute('aria-invalid', 'true');
    expect(box('상세 주소')).not.toHaveAttribute('aria-invalid');

    await fill(user, box('대표자 이름'), '홍길동');
    await fill(user, box('사업자등록번호'), '12345');
    await fill(user, box('연락처'), '0101234');
    await fill(user, box('호텔 이름'), '해운대 스테이');
    await user.selectOptions(screen.getByRole('combobox', { name: '호텔 등급' }), '4');
    await fill(user, box('주소'), '부산광역시 해운대구 해운대해변로 1');
    await user.tab();
    // Required fields done: the format rules speak, in the form's order.
    expect(alertText()).toBe('사업자등록번호는 숫자 10자리(000-00-00000)로 입력해주세요.');
    await fill(user, box('사업자등록번호'), '67890');
    expect(alertText()).toBe('전화번호는 숫자 9~11자리로 입력해주세요.');
    await fill(user, box('연락처'), '5678');
    await fill(user, box('우편번호'), '481');
    expect(alertText()).toBe('우편번호는 숫자 5자리로 입력해주세요.');
    await fill(user, box('우편번호'), '23');
    await user.click(screen.getByRole('radio', { name: '이미지 URL 입력' }));
    await fill(user, screen.getByRole('textbox', { name: '이미지 URL' }), 'hotel.jpg');
    expect(alertText()).toBe('대표 이미지 URL 형식이 올바르지 않습니다.');
    await user.clear(screen.getByRole('textbox', { name: '이미지 URL' }));
    await fill(user, screen.getByRole('textbox', { name: '이미지 URL' }), 'https://images.example.com/hotel.jpg');
    const count = within(room(1)).getByRole('spinbutton', { name: '객실 수' });
    await user.clear(count);
    expect(alertText()).toBe('스탠다드 객실 수는 1~300개로 입력해주세요.');
    expect(count).toHaveAttribute('aria-invalid', 'true');
    await fill(user, count, '3');
    await fill(user, within(room(1)).getByRole('textbox', { name: '객실 번호' }), '301, 302');
    expect(alertText()).toBe('스탠다드 객실 번호의 개수가 객실 수와 같아야 합니다.');
    await fill(user, within(room(1)).getByRole('textbox', { name: '객실 번호' }), ' 303');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(sent).toEqual([]);
  });

  it('adds, duplicates and removes room types: at least one, at most four, each type once', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: '+ 객실 유형 추가' }));
    expect(within(room(2)).getByRole('combobox', { name: '유형' })).toHaveValue('DELUXE');
    expect(within(room(2)).getByRole('combobox', { name: '유형' })).toHaveFocus();
    const price = within(room(1)).getByRole('spinbutton', { name: '1박 요금(원)' });
    await user.clear(price);
    await user.type(price, '88000');
    await user.click(within(room(1)).getByRole('checkbox', { name: '조식 포함' }));
    await user.click(screen.getByRole('button', { name: '객실 유형 1 복제' }));
    // The copy comes right after the original, under the next free type.
    expect(within(room(2)).getByRole('combobox', { name: '유형' })).toHaveValue('SUITE');
    expect(within(room(2)).getByRole('spinbutton', { name: '1박 요금(원)' })).toHaveValue(88000);
    expect(within(room(2)).getByRole('checkbox', { name: '조식 포함' })).toBeChecked();
    expect(within(room(3)).getByRole('combobox', { name: '유형' })).toHaveValue('DELUXE');
    await user.click(screen.getByRole('button', { name: '+ 객실 유형 추가' }));
    expect(within(room(4)).getByRole('combobox', { name: '유형' })).toHaveValue('PREMIUM');
    expect(screen.getByRole('button', { name: '+ 객실 유형 추가' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '객실 유형 1 복제' })).toBeDisabled();
    expect(screen.getByText('객실 유형은 4개까지 등록할 수 있습니다.')).toBeInTheDocument();
    for (const n of [4, 3, 2]) await user.click(screen.getByRole('button', { name: `객실 유형 ${n} 삭제` }));
    expect(screen.getAllByRole('group', { name: /^객실 유형 \d ·/ })).toHaveLength(1);
    expect(screen.getByRole('button', { name: '객실 유형 1 삭제' })).toBeDisabled();
    // Choosing a type twice is the rule's to say.
    await user.click(screen.getByRole('button', { name: '+ 객실 유형 추가' }));
    await user.selectOptions(within(room(2)).getByRole('combobox', { name: '유형' }), 'STANDARD');
    await fillRequired(user);
    await user.click(submitButton());
    expect(alertText()).toBe('같은 객실 유형은 한 번만 등록할 수 있습니다.');
    expect(within(room(2)).getByRole('combobox', { name: '유형' })).toHaveFocus();
  });
  it('keeps the draft in this browser: a reload brings it back, 처음부터 다시 작성 empties it', async () => {
    const first = setup();
    await fill(first.user, box('호텔 이름'), '광안리 하우스');
    await first.user.click(screen.getByRole('button', { name: '+ 객실 유형 추가' }));
    expect(JSON.parse(window.localStorage.getItem(draftKey(MEMBER))!).form.hotelName).toBe('광안리 하우스');
    first.unmount();

    const { user } = setup();
    expect(screen.getByText('작성 중이던 내용을 불러왔습니다.')).toBeInTheDocument();
    expect(box('호텔 이름')).toHaveValue('광안리 하우스');
    expect(within(room(2)).getByRole('combobox', { name: '유형' })).toHaveValue('DELUXE');
    await user.click(screen.getByRole('button', { name: '처음부터 다시 작성' }));
    await user.click(within(screen.getByRole('dialog', { name: '작성 중인 내용을 지울까요?' })).getByRole('button', { name: '지우기' }));
    expect(box('호텔 이름')).toHaveValue('');
    expect(screen.getAllByRole('group', { name: /^객실 유형 \d ·/ })).toHaveLength(1);
    expect(window.localStorage.getItem(draftKey(MEMBER))).toBeNull();
  });
});
