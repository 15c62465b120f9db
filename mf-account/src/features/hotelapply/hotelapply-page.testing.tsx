import { screen } from '@testing-library/react';
import MfAccountRoutes from '../../expose/routes';
import { fakeToken } from '../../testing/fake-token';
import { mockFetch, type MockAnswer } from '../../testing/fetch-mock';
import { renderWithProviders } from '../../testing/render-with-providers';
import { draftKey, writeDraft } from './application-draft';
import { emptyForm } from './application-form.model';

// Test helpers of the /hotelapply page, shared by hotelapply-page.test.tsx and hotelapply-submit.test.tsx
// (not a test file itself: jest only runs *.test.ts(x)).

export const MEMBER = '7';
const emptyMine = { content: [], page: 0, size: 20, totalElements: 0, totalPages: 0 };

/** The page for member 7; POST /api/hotelapp answers as `answer` says, its bodies are kept in `sent`. */
export function setup(answer: (body: Record<string, unknown>) => MockAnswer = () => ({ status: 201, body: { id: 1, status: 'PENDING' } })) {
  const sent: Record<string, unknown>[] = [];
  const fetchMock = mockFetch((url, init) => {
    if (url.pathname === '/api/hotelapp' && init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      sent.push(body);
      return answer(body);
    }
    if (url.pathname === '/api/hotelapp/mine') return { body: emptyMine };
    return { status: 404, body: null };
  });
  const view = renderWithProviders(<MfAccountRoutes />, { route: '/hotelapply', token: fakeToken({ sub: MEMBER, role: 'ROLE_USER' }) });
  return { ...view, sent, fetchMock };
}

export const box = (name: string) => screen.getByRole('textbox', { name });
export const room = (n: number) => screen.getByRole('group', { name: new RegExp(`^객실 유형 ${n} ·`) });
export const alertText = () => screen.getByRole('alert').textContent;
export const submitButton = () => screen.getByRole('button', { name: '신청하기' });

type User = ReturnType<typeof setup>['user'];

/** Puts `text` into the box at the caret in one go (a paste: one change, as long texts arrive on a phone). */
export async function fill(user: User, element: HTMLElement, text: string) {
  await user.click(element);
  await user.paste(text);
}

export async function fillRequired(user: User) {
  await fill(user, box('대표자 이름'), '홍길동');
  await fill(user, box('사업자등록번호'), '1234567890');
  await fill(user, box('연락처'), '01012345678');
  await fill(user, box('호텔 이름'), '해운대 스테이');
  await user.selectOptions(screen.getByRole('combobox', { name: '호텔 등급' }), '4');
  await fill(user, box('주소'), '부산광역시 해운대구 해운대해변로 1');
  await user.tab();
}

/** A complete application saved as this member's draft, so a test can start at the submit button. */
export function seedCompleteDraft() {
  writeDraft(draftKey(MEMBER), {
    ...emptyForm(),
    ownerName: '홍길동',
    businessNo: '123-45-67890',
    phone: '010-1234-5678',
    hotelName: '해운대 스테이',
    gradeLevel: '4',
    address1: '부산광역시 해운대구 해운대해변로 1',
    region: '부산광역시',
  });
}
