/** Marker module the federation error plugin hands back instead of throwing into React. */
export const REMOTE_LOAD_FAILED = '__remoteLoadFailed' as const;

export interface RemoteLoadFailure {
  [REMOTE_LOAD_FAILED]: true;
  id: string;
  reason: string;
}

export function isRemoteLoadFailure(value: unknown): value is RemoteLoadFailure {
  return typeof value === 'object' && value !== null && REMOTE_LOAD_FAILED in value;
}

export class RemoteLoadError extends Error {
  constructor(
    readonly remoteId: string,
    reason: string,
  ) {
    super(`원격 모듈을 불러오지 못했습니다: ${remoteId} (${reason})`);
    this.name = 'RemoteLoadError';
  }
}
