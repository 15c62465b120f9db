import { emptyForm, formProblems } from './application-form.model';
import { applicationFormSchema } from './application-form.schema';

describe('the application form schema (react-hook-form resolver)', () => {
  it('refuses an empty form with every problem at its control, in the order the form shows them', () => {
    const form = emptyForm();
    const result = applicationFormSchema.safeParse(form);
    expect(result.success).toBe(false);
    const issues = result.success ? [] : result.error.issues.map((issue) => ({ field: issue.path[0], message: issue.message }));
    expect(issues).toEqual(formProblems(form).map(({ field, message }) => ({ field, message })));
    expect(issues[0]).toEqual({ field: 'ownerName', message: '필수 항목을 모두 입력해주세요.' });
  });

  it("says a room type problem at that room type's control", () => {
    const form = emptyForm();
    form.rooms = [{ ...form.rooms[0]!, capacity: '' }];
    const result = applicationFormSchema.safeParse(form);
    const paths = result.success ? [] : result.error.issues.map((issue) => issue.path[0]);
    expect(paths).toContain(`room-${form.rooms[0]!.key}-capacity`);
  });

  it('accepts a complete application', () => {
    const form = {
      ...emptyForm(),
      ownerName: '홍길동',
      businessNo: '123-45-67890',
      phone: '010-1234-5678',
      hotelName: '해운대 스테이',
      gradeLevel: '4',
      address1: '부산광역시 해운대구 해운대해변로 1',
      region: '부산광역시',
    };
    expect(formProblems(form)).toEqual([]);
    expect(applicationFormSchema.safeParse(form).success).toBe(true);
  });
});
