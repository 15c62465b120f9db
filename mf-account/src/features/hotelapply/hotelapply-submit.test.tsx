import { screen, waitFor, within } from '@testing-library/react';
import { restoreFetch } from '../../testing/fetch-mock';
import { draftKey } from './application-draft';
import { alertText, box, fill, fillRequired, MEMBER, room, seedCompleteDraft, setup, submitButton } from './hotelapply-page.testing';

beforeEach(() => window.localStorage.clear());
afterEach(() => restoreFetch());

// Split from hotelapply-page.test.tsx (the form itself): sending the application.
describe('/hotelapply: submitting', () => {
  it('asks to confirm (review takes 2–3 days), sends the application, clears the form and goes to the list after ~1.2 s', async () => {
    const { user, sent, currentPath } = setup();
    await fillRequired(user);
    await user.type(box('우편번호'), '48099');
    await user.click(screen.getByRole('checkbox', { name: '무료 Wi-Fi' }));
    await user.click(screen.getByRole('checkbox', { name: '주차' }));
    await user.click(screen.getByRole('radio', { name: '기본 이미지에서 선택' }));
    await user.click(screen.getByRole('radio', { name: '기본 이미지 2' }));
    await fill(user, within(room(1)).getByRole('textbox', { name: '정책 안내' }), '객실 내 금연');
    await user.click(submitButton());
    const dialog = screen.getByRole('dialog', { name: '입점 신청을 제출할까요?' });
    expect(dialog).toHaveTextContent('심사에 2~3일이 걸립니다');
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    expect(sent).toEqual([]);
    await user.click(submitButton());
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '제출' }));
    expect(await screen.findByText('입점 신청이 접수되었습니다. 잠시 후 신청 내역으로 이동합니다.')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        ownerName: '홍길동',
        businessNo: '123-45-67890',
        phone: '010-1234-5678',
        gradeLevel: 4,
        hotelName: '해운대 스테이',
        address1: '부산광역시 해운대구 해운대해변로 1',
        address2: null,
        postcode: '48099',
        region: '부산광역시',
        coverImageType: 'TEMPLATE',
        coverImageUrl: null,
        coverImageTemplate: 'H2',
        amenitiesCsv: 'FREE_WIFI,PARKING',
        comment: null,
        roomsJson: [
          {
            typeCode: 'STANDARD',
            roomCount: 1,
            roomNos: [],
            capacity: 2,
            sizeSqm: 20,
            priceKrw: 100000,
            refundable: 1,
            breakfast: 0,
            policyText: '객실 내 금연',
          },
        ],
      },
    ]);
    expect(box('대표자 이름')).toHaveValue('');
    expect(window.localStorage.getItem(draftKey(MEMBER))).toBeNull();
    expect(currentPath()).toBe('/hotelapply');
    await waitFor(() => expect(currentPath()).toBe('/hotelapply/mine'), { timeout: 10_000 });
  });

  it.each([
    [
      { status: 409, body: { error: 'SLUG_CONFLICT', message: '같은 이름의 호텔 또는 신청이 이미 있습니다.' } },
      '같은 이름(슬러그)의 신청이 있어요. 호텔명을 조금 바꿔주세요.',
    ],
    [{ status: 409, body: { error: 'CONFLICT', message: 'canonical name taken' } }, '같은 이름(슬러그)의 신청이 있어요. 호텔명을 조금 바꿔주세요.'],
    [
      { status: 409, body: { error: 'DUPLICATE', message: '사업자번호가 이미 등록되어 있습니다.' } },
      '중복/충돌로 신청이 실패했어요: 사업자번호가 이미 등록되어 있습니다.',
    ],
    [
      { status: 400, body: { error: 'VALIDATION_ERROR', message: '지역은 17개 시·도 중에서 선택해주세요.' } },
      '지역은 17개 시·도 중에서 선택해주세요.',
    ],
    [{ status: 500, body: null }, '신청 중 오류가 발생했습니다.'],
  ])('says §8 for a failed submission and keeps what was typed (%j)', async (answer, message) => {
    seedCompleteDraft();
    const { user, currentPath } = setup(() => answer);
    await user.click(submitButton());
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '제출' }));
    await waitFor(() => expect(alertText()).toBe(message));
    expect(box('대표자 이름')).toHaveValue('홍길동');
    expect(window.localStorage.getItem(draftKey(MEMBER))).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 1400));
    expect(currentPath()).toBe('/hotelapply');
  });

  it('says an application is already received (409 PENDING) and moves to the list', async () => {
    seedCompleteDraft();
    const { user, currentPath } = setup(() => ({
      status: 409,
      body: { error: 'PENDING', message: '이미 접수된 신청이 있습니다(already pending).' },
    }));
    await user.click(submitButton());
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '제출' }));
    await waitFor(() => expect(alertText()).toBe('이미 접수된 신청이 있어요. 기존 신청으로 이동합니다.'));
    await waitFor(() => expect(currentPath()).toBe('/hotelapply/mine'), { timeout: 10_000 });
  });
});
