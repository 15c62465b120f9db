import type { Page } from '@playwright/test';

/** Kakao's postcode script, wherever the forms load it from (t1.kakaocdn.net today, t1.daumcdn.net before). */
export const POSTCODE_SCRIPT = '**/mapjsapi/bundle/postcode/prod/postcode.v2.js';

/** The address the stand-in search answers with, as Kakao's search answers a choice of its list. */
export const STAND_IN_ADDRESS = {
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
} as const;

/**
 * A stand-in for Kakao's script, served at its address: it defines `kakao.Postcode` as the real one does; `embed`
 * draws one button for the fixed address (choosing it completes the search), `open` completes it at once.
 */
const STAND_IN_SCRIPT = `(function () {
  var result = ${JSON.stringify(STAND_IN_ADDRESS)};
  function Postcode(options) { this.options = options; }
  Postcode.prototype.embed = function (element) {
    var options = this.options;
    var button = document.createElement('button');
    button.type = 'button';
    button.textContent = result.roadAddress + ' 선택';
    button.addEventListener('click', function () { options.oncomplete(result); });
    element.appendChild(button);
  };
  Postcode.prototype.open = function () { this.options.oncomplete(result); };
  window.kakao = { Postcode: Postcode };
})();`;

/** Serves the stand-in in place of Kakao's script (the machine has no internet, and a test must not depend on it). */
export async function serveStandInPostcode(page: Page): Promise<void> {
  await page.route(POSTCODE_SCRIPT, (route) => route.fulfill({ status: 200, contentType: 'text/javascript; charset=utf-8', body: STAND_IN_SCRIPT }));
}

/** Kakao's script cannot be reached (offline, blocked by a network filter). */
export async function blockPostcode(page: Page): Promise<void> {
  await page.route(POSTCODE_SCRIPT, (route) => route.abort('internetdisconnected'));
}
