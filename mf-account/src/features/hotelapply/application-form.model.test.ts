import { draftKey, readDraft, writeDraft } from './application-draft';
import { duplicateRoom, emptyForm, formProblems, newRoom, regionOfAddress, submitFailure, toPayload } from './application-form.model';

const apiError = (status: number, body: unknown) => ({ status, method: 'POST', url: '/api/hotelapp', errorId: null, error: null, message: '', body });

describe('the application form model', () => {
  it('sends numbers as numbers, typed room numbers as a list, and an empty cover URL as no cover', () => {
    const form = { ...emptyForm(), gradeLevel: '3', coverImageType: 'UPLOADED' as const, coverImageUrl: '  ', amenities: ['POOL'] };
    form.rooms = [{ ...form.rooms[0]!, roomCount: '2', roomNos: '301,  302', priceKrw: '95,000' }];
    const body = toPayload(form);
    expect(body).toMatchObject({ gradeLevel: 3, coverImageType: 'NONE', coverImageUrl: null, amenitiesCsv: 'POOL', address2: null, postcode: null });
    expect(body.roomsJson[0]).toMatchObject({ roomCount: 2, roomNos: ['301', '302'], priceKrw: 95000, refundable: 1, breakfast: 0 });
  });

  it('reports a cleared number box as out of range under that room type', () => {
    const form = emptyForm();
    form.rooms = [{ ...form.rooms[0]!, capacity: '' }];
    const problem = formProblems(form).find((p) => p.field.endsWith('-capacity'));
    expect(problem).toEqual({
      field: `room-${form.rooms[0]!.key}-capacity`,
      message: '스탠다드 수용 인원은 1~20명으로 입력해주세요.',
      inline: '스탠다드 수용 인원은 1~20명으로 입력해주세요.',
    });
    expect(formProblems(form)[0]).toEqual({ field: 'ownerName', message: '필수 항목을 모두 입력해주세요.', inline: '필수 항목입니다.' });
  });

  it('gives a new or duplicated room type the first type not yet used', () => {
    const first = newRoom();
    const second = newRoom([first]);
    expect([first.typeCode, second.typeCode]).toEqual(['STANDARD', 'DELUXE']);
    const copy = duplicateRoom({ ...first, roomNos: '201', priceKrw: '70000' }, [first, second]);
    expect(copy).toMatchObject({ typeCode: 'SUITE', roomNos: '', priceKrw: '70000' });
    expect(copy.key).not.toBe(first.key);
  });

  it('finds the region an address starts with', () => {
    expect(regionOfAddress('서울특별시 마포구 양화로 45')).toBe('서울특별시');
    expect(regionOfAddress('제주 서귀포시')).toBe('제주특별자치도');
    expect(regionOfAddress('제주특별자치도 제주시 애월읍 애월해안로 272')).toBe('제주특별자치도');
    expect(regionOfAddress('세종특별자치시 한누리대로 2130')).toBe('세종특별자치시');
    expect(regionOfAddress('세종 조치원읍')).toBe('세종특별자치시');
    expect(regionOfAddress('독도 독도이사부길 55')).toBeNull();
    expect(regionOfAddress('강원도 강릉시 창해로 1')).toBe('강원특별자치도');
    expect(regionOfAddress('경기 수원시')).toBe('경기도');
    expect(regionOfAddress('')).toBeNull();
  });

  it('tells the §8 cases of a failed submission apart', () => {
    expect(submitFailure(apiError(409, { error: 'PENDING', message: '…' }))).toEqual({
      kind: 'pending',
      message: '이미 접수된 신청이 있어요. 기존 신청으로 이동합니다.',
    });
    expect(submitFailure(apiError(409, { error: 'CONFLICT', message: 'application already exists' })).kind).toBe('pending');
    expect(submitFailure(apiError(409, { error: 'SLUG_CONFLICT', message: '같은 이름' })).kind).toBe('slug');
    expect(submitFailure(apiError(409, { error: 'X', message: '충돌' }))).toEqual({
      kind: 'conflict',
      message: '중복/충돌로 신청이 실패했어요: 충돌',
    });
    expect(submitFailure(apiError(409, null))).toEqual({ kind: 'conflict', message: '중복/충돌로 신청이 실패했어요' });
    expect(submitFailure(apiError(502, '<html>Bad gateway</html>'))).toEqual({ kind: 'other', message: '신청 중 오류가 발생했습니다.' });
    expect(submitFailure(apiError(400, { error: 'VALIDATION_ERROR', message: '지역을 고르세요.' })).message).toBe('지역을 고르세요.');
    expect(submitFailure(new TypeError('Failed to fetch')).message).toBe('신청 중 오류가 발생했습니다.');
  });

  it('revives a stored draft defensively and ignores one written for another version', () => {
    const key = draftKey('9', 4);
    writeDraft(key, { ...emptyForm(), hotelName: '하우스' }, 'v1');
    expect(readDraft(key, 'v1')?.hotelName).toBe('하우스');
    expect(readDraft(key, 'v2')).toBeNull();
    window.localStorage.setItem(
      key,
      JSON.stringify({ v: 1, base: null, form: { hotelName: 7, rooms: [{ typeCode: 'CASTLE', roomCount: '3' }, 'x'], amenities: ['POOL', 3] } }),
    );
    const revived = readDraft(key)!;
    expect(revived.hotelName).toBe('');
    expect(revived.amenities).toEqual(['POOL']);
    expect(revived.rooms).toHaveLength(1);
    expect(revived.rooms[0]).toMatchObject({ typeCode: 'STANDARD', roomCount: '3', capacity: '2' });
    window.localStorage.setItem(key, '{broken');
    expect(readDraft(key)).toBeNull();
  });
});
