import type { PostcodeOptions, PostcodeResult } from '../features/postcode/postcode-service.loader';

/** A road address as Kakao's search answers it (the fields the forms read). */
export const TEST_POSTCODE_RESULT: PostcodeResult = {
  zonecode: '06236',
  address: '서울 강남구 테헤란로 152',
  roadAddress: '서울 강남구 테헤란로 152',
  autoRoadAddress: '',
  jibunAddress: '서울 강남구 역삼동 737',
  userSelectedType: 'R',
  sido: '서울',
  sigungu: '강남구',
  bname: '역삼동',
  buildingName: '강남파이낸스센터',
  apartment: 'N',
};

type Page = Window & { daum?: unknown; kakao?: unknown };

function pendingScript(): HTMLScriptElement {
  const script = document.head.querySelector<HTMLScriptElement>('script[data-postcode-service]');
  if (!script) throw new Error('the postcode script was not requested');
  return script;
}

/**
 * Plays Kakao's script arriving: it defines `kakao.Postcode`, whose `embed` draws one button per given result;
 * pressing it completes the search with that result, as choosing a line of Kakao's list does.
 */
export function answerPostcodeScript(results: readonly PostcodeResult[] = [TEST_POSTCODE_RESULT]): void {
  const script = pendingScript();
  class FakePostcode {
    constructor(private readonly options: PostcodeOptions) {}
    embed(element: HTMLElement) {
      for (const result of results) {
        const button = document.createElement('button');
        button.type = 'button';
        button.textContent = `${result.roadAddress || result.jibunAddress} 선택`;
        button.addEventListener('click', () => this.options.oncomplete(result));
        element.append(button);
      }
    }
  }
  (window as Page).kakao = { Postcode: FakePostcode };
  script.dispatchEvent(new Event('load'));
}

/** Plays the script failing to load (offline, blocked). */
export function failPostcodeScript(): void {
  pendingScript().dispatchEvent(new Event('error'));
}

/** Forgets any loaded service, so each test starts with none on the page. */
export function resetPostcodeService(): void {
  delete (window as Page).kakao;
  delete (window as Page).daum;
  document.head.querySelectorAll('script[data-postcode-service]').forEach((script) => script.remove());
}
