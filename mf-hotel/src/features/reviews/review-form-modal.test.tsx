import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import { mockFetch, restoreFetch } from '../../testing/fetch-mock';
import { fakeToken, renderWithProviders } from '../../testing/render-with-providers';
import { ReviewFormModal } from './review-form-modal';

const MB = 1024 * 1024;

function fileOf(name: string, size: number, type = 'image/jpeg'): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** The modal with an opener, as the reviews block uses it. */
function Harness({ bookingId = 900 }: { bookingId?: number | null }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        열기
      </button>
      <ReviewFormModal open={open} onClose={() => setOpen(false)} hotelId={7} bookingId={bookingId} />
    </>
  );
}

async function openForm(bookingId?: number | null) {
  const view = renderWithProviders(<Harness bookingId={bookingId} />, { token: fakeToken(42) });
  await view.user.click(screen.getByRole('button', { name: '열기' }));
  return { ...view, dialog: screen.getByRole('dialog', { name: '리뷰 작성' }) };
}

// The photo input keeps only the allowed extensions in `accept`; tests drop files the way a user can
// when choosing "all files".
const photoInput = (dialog: HTMLElement) => within(dialog).getByLabelText('사진 (선택, 1장)');

afterEach(() => restoreFetch());

describe('ReviewFormModal', () => {
  it('needs a rating: submit is disabled with the reason until one is chosen', async () => {
    mockFetch(() => ({ status: 201, body: { id: 1 } }));
    const { user, dialog } = await openForm();
    const submit = within(dialog).getByRole('button', { name: '등록' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription('별점을 선택해주세요.');
    await user.click(within(dialog).getByRole('radio', { name: '5점' }));
    expect(submit).toBeEnabled();
    expect(submit).not.toHaveAccessibleDescription();
  });

  it('cannot be sent without a booking to review', async () => {
    mockFetch(() => ({ status: 201, body: { id: 1 } }));
    const { user, dialog } = await openForm(null);
    await user.click(within(dialog).getByRole('radio', { name: '5점' }));
    const submit = within(dialog).getByRole('button', { name: '등록' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription('리뷰를 작성할 수 있는 예약이 없습니다.');
  });

  it('refuses a photo of another type or over 5 MB, and keeps a valid one', async () => {
    mockFetch(() => ({ status: 201, body: { id: 1 } }));
    const { user, dialog } = await openForm();
    const upload = userEventWithoutAccept(user);

    await upload(photoInput(dialog), fileOf('scan.bmp', 1000, 'image/bmp'));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('허용되지 않는 확장자입니다: scan.bmp');

    await upload(photoInput(dialog), fileOf('huge.png', 5 * MB + 1, 'image/png'));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('용량 초과(5MB): huge.png');

    await upload(photoInput(dialog), fileOf('room.webp', 2 * MB, 'image/webp'));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).getByText('room.webp')).toBeInTheDocument();
  });

  it('keeps a refused photo from being sent until it is taken out, then sends the review without it', async () => {
    const posted: FormData[] = [];
    mockFetch((_url, init) => {
      posted.push(init?.body as FormData);
      return { status: 201, body: { id: 1 } };
    });
    const { user, dialog } = await openForm();
    await user.click(within(dialog).getByRole('radio', { name: '4점' }));
    await userEventWithoutAccept(user)(photoInput(dialog), fileOf('scan.bmp', 1000, 'image/bmp'));
    await user.click(within(dialog).getByRole('button', { name: '등록' }));
    expect(posted).toHaveLength(0);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('허용되지 않는 확장자입니다: scan.bmp');
    expect(photoInput(dialog)).toHaveFocus();
    expect(photoInput(dialog)).toHaveAttribute('aria-invalid', 'true');

    await user.click(within(dialog).getByRole('button', { name: '사진 빼기' }));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '등록' }));
    expect(await screen.findByText('리뷰가 등록되었습니다.')).toBeInTheDocument();
    expect(posted).toHaveLength(1);
    expect(posted[0]!.get('photo')).toBeNull();
    expect(posted[0]!.get('rating')).toBe('4');
  });

  it('sends the chosen photo with the review', async () => {
    let body: FormData | null = null;
    mockFetch((_url, init) => {
      body = init?.body as FormData;
      return { status: 201, body: { id: 1 } };
    });
    const { user, dialog } = await openForm();
    await user.click(within(dialog).getByRole('radio', { name: '3점' }));
    await userEventWithoutAccept(user)(photoInput(dialog), fileOf('room.jpg', 1000));
    await user.click(within(dialog).getByRole('button', { name: '등록' }));
    expect(await screen.findByText('리뷰가 등록되었습니다.')).toBeInTheDocument();
    const sent = body as unknown as FormData;
    expect((sent.get('photo') as File).name).toBe('room.jpg');
    expect(sent.get('rating')).toBe('3');
  });

  it("shows the server's reason, or the fallback, when posting fails, and stays open", async () => {
    let answer = { status: 400, body: { error: 'INVALID_IMAGE', message: '이미지를 읽을 수 없습니다.' } as unknown };
    mockFetch(() => answer);
    const { user, dialog } = await openForm();
    await user.click(within(dialog).getByRole('radio', { name: '2점' }));
    await user.click(within(dialog).getByRole('button', { name: '등록' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('이미지를 읽을 수 없습니다.');

    answer = { status: 500, body: null };
    await user.click(within(dialog).getByRole('button', { name: '등록' }));
    expect(await within(dialog).findByText('리뷰 등록에 실패했습니다.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: '리뷰 작성' })).toBeInTheDocument();
  });

  it('starts empty every time it is opened', async () => {
    mockFetch(() => ({ status: 201, body: { id: 1 } }));
    const { user, dialog } = await openForm();
    await user.click(within(dialog).getByRole('radio', { name: '4점' }));
    await user.type(within(dialog).getByLabelText('리뷰 내용 (선택)'), '메모');
    await user.click(within(dialog).getByRole('button', { name: '취소' }));

    await user.click(screen.getByRole('button', { name: '열기' }));
    const reopened = screen.getByRole('dialog', { name: '리뷰 작성' });
    expect(within(reopened).getByRole('radio', { name: '4점' })).not.toBeChecked();
    expect(within(reopened).getByLabelText('리뷰 내용 (선택)')).toHaveValue('');
    expect(within(reopened).getByRole('button', { name: '등록' })).toBeDisabled();
  });
});

/** user.upload honours `accept` and silently drops other files; a user can still pick them. */
function userEventWithoutAccept(user: ReturnType<typeof renderWithProviders>['user']) {
  return async (input: HTMLElement, file: File) => {
    input.removeAttribute('accept');
    await user.upload(input, file);
  };
}
