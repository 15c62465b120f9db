import { isAdminRoles, isOwnerRoles } from './role-guards';

describe('isOwnerRoles', () => {
  it.each([[['OWNER']], [['ROLE_OWNER']], [['role_owner']], [['owner']], [['ROLE_USER', 'Owner']]])('allows %p', (roles) =>
    expect(isOwnerRoles(roles)).toBe(true),
  );

  it.each([[[]], [['ROLE_USER']], [['ROLE_ADMIN']], [['ROLE_OWNERS']], [null], [undefined]])('denies %p', (roles) =>
    expect(isOwnerRoles(roles)).toBe(false),
  );
});

describe('isAdminRoles', () => {
  it.each([[['ROLE_ADMIN']], [['role_admin']], [['ROLE_USER', 'ROLE_ADMIN']]])('allows %p', (roles) => expect(isAdminRoles(roles)).toBe(true));

  it.each([[[]], [['ROLE_OWNER']], [['ROLE_ADMINISTRATOR']], [null]])('denies %p', (roles) => expect(isAdminRoles(roles)).toBe(false));
});
