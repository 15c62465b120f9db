// The URL map itself (remoteForPath, URL_MAP) lives in shared-contracts' client routes, shared with the API's
// web-static plugin, so the server knows which paths are pages without a second list.

/** Header and footer belong to the guest-facing site; the extranet and the admin area have their own frame. */
export function isBackOfficePath(pathname: string): boolean {
  return /^\/(owner|admin)(\/|$)/.test(pathname);
}
