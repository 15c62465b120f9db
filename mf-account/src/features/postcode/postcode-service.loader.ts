import { POSTCODE_LOAD_TIMEOUT_MS, POSTCODE_SCRIPT_URL } from 'shared-contracts/member-area';

/** The fields of a chosen address the forms use (Kakao's guide lists more). */
export interface PostcodeResult {
  zonecode: string;
  address: string;
  roadAddress: string;
  autoRoadAddress?: string;
  jibunAddress: string;
  userSelectedType: 'R' | 'J';
  sido: string;
  sigungu: string;
  bname: string;
  buildingName: string;
  apartment: 'Y' | 'N';
}

export interface PostcodeOptions {
  oncomplete: (data: PostcodeResult) => void;
  width?: string | number;
  height?: string | number;
}

export interface PostcodeSearchWidget {
  embed: (element: HTMLElement, options?: { autoClose?: boolean; q?: string }) => void;
}

export type PostcodeConstructor = new (options: PostcodeOptions) => PostcodeSearchWidget;

type PostcodeGlobals = { kakao?: { Postcode?: PostcodeConstructor }; daum?: { Postcode?: PostcodeConstructor } };

/** The constructor the script defined: `kakao.Postcode` since Kakao's 2026 rename, `daum.Postcode` before it. */
function constructorOnPage(): PostcodeConstructor | null {
  const page = window as unknown as PostcodeGlobals;
  return page.kakao?.Postcode ?? page.daum?.Postcode ?? null;
}

let pending: Promise<PostcodeConstructor> | null = null;

/**
 * Loads Kakao's postcode script once per page and resolves its constructor. It rejects when the script fails
 * (offline, blocked by the network or the page's policy), defines no constructor, or has not arrived within
 * POSTCODE_LOAD_TIMEOUT_MS; a later call tries again, since a failure may have been passing.
 */
export function loadPostcodeService(): Promise<PostcodeConstructor> {
  const ready = constructorOnPage();
  if (ready) return Promise.resolve(ready);
  pending ??= new Promise<PostcodeConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    const settle = () => {
      clearTimeout(timer);
      script.onload = null;
      script.onerror = null;
    };
    const fail = (reason: string) => {
      settle();
      script.remove();
      pending = null;
      reject(new Error(`postcode search unavailable: ${reason}`));
    };
    const timer = setTimeout(() => fail('timed out'), POSTCODE_LOAD_TIMEOUT_MS);
    script.onload = () => {
      const found = constructorOnPage();
      if (!found) return fail('no Postcode constructor');
      settle();
      pending = null;
      resolve(found);
    };
    script.onerror = () => fail('the script did not load');
    script.src = POSTCODE_SCRIPT_URL;
    script.async = true;
    script.dataset.postcodeService = 'kakao';
    document.head.appendChild(script);
  });
  return pending;
}
