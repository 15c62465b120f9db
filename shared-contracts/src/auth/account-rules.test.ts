import { ACCOUNT_MESSAGES as M, imageFileProblem, normalizeProfile, profileIssues, sanitizeAddress, validatePasswordChange } from './account-rules';

describe('account rules (§5 "Account", "Image upload")', () => {
  it('strips tags, scripts, handlers and characters outside the allowed set from addresses', () => {
    expect(sanitizeAddress('301호 <b>동</b> <script>alert(1)</script> onclick="x()" javascript:go()')).toBe('301호 동 go()');
    expect(sanitizeAddress('A동 #1203 (남향) - 3/4층 ~ 끝_')).toBe('A동 #1203 (남향) - 3/4층 ~ 끝_');
  });

  it("lists the profile form's failures in form order", () => {
    expect(profileIssues({ name: '', phone: '02-1-2', postcode: '1', address2: '가'.repeat(121) }).map((i) => i.message)).toEqual([
      M.nameRequired,
      M.phoneFormat,
      M.postcodeFormat,
      M.address2TooLong,
    ]);
    expect(profileIssues({ name: '김민지', phone: '010-1234-5678', postcode: '04036', address1: '서울 마포구' })).toEqual([]);
    expect(normalizeProfile({ name: ' 김 ', phone: ' ', address2: '<i>2층</i>' })).toEqual({
      name: '김',
      phone: null,
      address1: null,
      address2: '2층',
      postcode: null,
    });
  });

  it('checks a password change and an image file before anything is sent', () => {
    expect(validatePasswordChange({ currentPassword: '', newPassword: 'x', newPasswordConfirm: 'x' })).toBe(M.currentPasswordRequired);
    expect(validatePasswordChange({ currentPassword: 'Old!pass2026', newPassword: 'New!pass2026x', newPasswordConfirm: 'New!pass2026y' })).toBe(
      M.newPasswordMismatch,
    );
    expect(validatePasswordChange({ currentPassword: 'Old!pass2026', newPassword: 'New!pass2026x', newPasswordConfirm: 'New!pass2026x' })).toBeNull();
    expect(imageFileProblem(null)).toBe(M.fileMissing);
    expect(imageFileProblem({ name: 'a.svg', size: 10 })).toBe(M.svgRefused);
    expect(imageFileProblem({ name: 'a.gif', size: 10 })).toBe(M.typeRefused);
    expect(imageFileProblem({ name: 'a.PNG', size: 6 * 1024 * 1024 })).toBe(M.tooLarge);
    expect(imageFileProblem({ name: 'a.webp', size: 1000 })).toBeNull();
  });
});
