import type { CaptchaConfig } from '../auth/auth.api';

/** A mounted bot-check widget; `reset` clears its solution so the next attempt needs a new one. */
export interface BotCheckWidget {
  reset(): void;
  destroy(): void;
}

export const ALTCHA_CHALLENGE_URL = '/api/auth/captcha/challenge';

interface AltchaElement extends HTMLElement {
  reset?: () => void;
}

interface AltchaGlobal {
  i18n: { set(language: string, strings: Record<string, string>): void };
}

const ALTCHA_KO: Record<string, string> = {
  ariaLinkLabel: 'ALTCHA (공식 웹사이트)',
  enterCode: '코드 입력',
  enterCodeAria: '들리는 코드를 입력하세요. 스페이스 바를 누르면 오디오가 재생됩니다.',
  error: '확인에 실패했습니다. 잠시 후 다시 시도해주세요.',
  expired: '확인이 만료되었습니다. 다시 시도해주세요.',
  footer: 'ALTCHA로 보호됨',
  getAudioChallenge: '오디오 문제 받기',
  label: '로봇이 아닙니다',
  loading: '불러오는 중…',
  reload: '새로 고침',
  verify: '확인',
  verificationRequired: '자동화 방지 확인이 필요합니다.',
  verified: '확인됨',
  verifying: '확인 중…',
  waitAlert: '확인 중입니다. 잠시만 기다려주세요.',
  cancel: '취소',
  enterCodeFromImage: '계속하려면 아래 이미지의 코드를 입력하세요.',
};

interface StateChangeDetail {
  state?: string;
  payload?: string;
}

// webpack's name for the nonce it gives the <script> elements of the chunks it loads, and its module loader (whose
// `typeof` webpack answers at build time: only a webpack build has them).
declare let __webpack_nonce__: string;
declare const __webpack_require__: unknown;

/**
 * ALTCHA adds its stylesheet while its chunk's <script> runs and takes the nonce of that script
 * (document.currentScript) before the page's <meta name="csp-nonce">: with the page's nonce in __webpack_nonce__,
 * webpack gives the chunk's script that nonce, and the page's Content-Security-Policy (style-src with a nonce,
 * docs/decisions/0006) lets the sheet in. Outside webpack (tests) there is nothing to set.
 */
function lendPageNonceToChunks(): void {
  const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
  if (nonce && typeof __webpack_require__ === 'function') __webpack_nonce__ = nonce;
}

// The self-hosted ALTCHA widget (a web component). Imported here, on demand, so only the login
// screen's chunk ever fetches it: never the shared modules nor /main.
async function mountAltcha(container: HTMLElement, onToken: (token: string | null) => void): Promise<BotCheckWidget> {
  lendPageNonceToChunks();
  await import(/* webpackChunkName: "altcha" */ 'altcha');
  // The widget's Korean texts, registered here rather than through 'altcha/i18n/ko': that subpath's
  // exports map points its types at a file the package does not ship, so tooling cannot resolve it.
  (globalThis as { $altcha?: AltchaGlobal }).$altcha?.i18n.set('ko', ALTCHA_KO);
  const element = document.createElement('altcha-widget') as AltchaElement;
  element.setAttribute('challenge', ALTCHA_CHALLENGE_URL);
  element.setAttribute('language', 'ko');
  element.setAttribute('name', 'recaptchaToken');
  const onStateChange = (event: Event) => {
    const detail = (event as CustomEvent<StateChangeDetail>).detail ?? {};
    onToken(detail.state === 'verified' && detail.payload ? detail.payload : null);
  };
  element.addEventListener('statechange', onStateChange);
  container.appendChild(element);
  return {
    reset() {
      element.reset?.();
      onToken(null);
    },
    destroy() {
      element.removeEventListener('statechange', onStateChange);
      element.remove();
    },
  };
}

interface Grecaptcha {
  render(container: HTMLElement, options: Record<string, unknown>): number;
  reset(widgetId?: number): void;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
    __accountRecaptchaLoaded?: () => void;
  }
}

let recaptchaScript: Promise<Grecaptcha> | null = null;

function loadRecaptchaScript(): Promise<Grecaptcha> {
  recaptchaScript ??= new Promise<Grecaptcha>((resolve, reject) => {
    window.__accountRecaptchaLoaded = () => (window.grecaptcha ? resolve(window.grecaptcha) : reject(new Error('grecaptcha')));
    const script = document.createElement('script');
    script.src = 'https://www.google.com/recaptcha/api.js?onload=__accountRecaptchaLoaded&render=explicit&hl=ko';
    script.async = true;
    script.onerror = () => {
      recaptchaScript = null;
      reject(new Error('recaptcha script failed to load'));
    };
    document.head.appendChild(script);
  });
  return recaptchaScript;
}

// Google reCAPTCHA v2, used instead when the server is configured with a site key.
async function mountRecaptcha(container: HTMLElement, siteKey: string, onToken: (token: string | null) => void): Promise<BotCheckWidget> {
  const grecaptcha = await loadRecaptchaScript();
  const slot = document.createElement('div');
  container.appendChild(slot);
  const widgetId = grecaptcha.render(slot, {
    sitekey: siteKey,
    callback: (token: string) => onToken(token || null),
    'expired-callback': () => onToken(null),
    'error-callback': () => onToken(null),
  });
  return {
    reset() {
      grecaptcha.reset(widgetId);
      onToken(null);
    },
    destroy() {
      slot.remove();
    },
  };
}

/** Loads and mounts the widget the server asked for into `container`. */
export function mountBotCheck(container: HTMLElement, config: CaptchaConfig, onToken: (token: string | null) => void): Promise<BotCheckWidget> {
  if (config.provider === 'recaptcha' && config.siteKey) return mountRecaptcha(container, config.siteKey, onToken);
  return mountAltcha(container, onToken);
}
