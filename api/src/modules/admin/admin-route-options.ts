/** What every back-office route declares in OpenAPI: the bearer token (ROLE_ADMIN, checked by the admin scope). */
export const security = [{ bearerAuth: [] }];

export const ADMIN_ONLY = '관리자(ROLE_ADMIN)만: 토큰이 없으면 401, 회원·사장님은 403.';
