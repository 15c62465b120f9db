import { ALTCHA_CHALLENGE_URL, mountBotCheck } from './bot-check-widgets';

// The real widget is a web component jsdom cannot run; the modules only need to load.
jest.mock('altcha', () => ({}));

describe('mountBotCheck: altcha', () => {
  it('mounts the widget on the challenge URL and reports its payload only when verified', async () => {
    const i18n = { set: jest.fn() };
    (globalThis as { $altcha?: unknown }).$altcha = { i18n };
    const container = document.createElement('div');
    const onToken = jest.fn();
    const widget = await mountBotCheck(container, { provider: 'altcha' }, onToken);
    expect(i18n.set).toHaveBeenCalledWith('ko', expect.objectContaining({ label: '로봇이 아닙니다' }));
    const element = container.querySelector('altcha-widget') as HTMLElement & { reset?: () => void };
    expect(element).toHaveAttribute('challenge', ALTCHA_CHALLENGE_URL);
    expect(element).toHaveAttribute('language', 'ko');

    element.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verifying', payload: null } }));
    expect(onToken).toHaveBeenLastCalledWith(null);
    element.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload: 'eyJwYXlsb2FkIjp0cnVlfQ==' } }));
    expect(onToken).toHaveBeenLastCalledWith('eyJwYXlsb2FkIjp0cnVlfQ==');

    element.reset = jest.fn();
    widget.reset();
    expect(element.reset).toHaveBeenCalled();
    expect(onToken).toHaveBeenLastCalledWith(null);

    widget.destroy();
    expect(container.querySelector('altcha-widget')).toBeNull();
  });
});

describe('mountBotCheck: reCAPTCHA', () => {
  afterEach(() => {
    delete window.grecaptcha;
    document.head.innerHTML = '';
  });

  it("loads Google's script on demand with the site key and resets the rendered widget", async () => {
    const grecaptcha = { render: jest.fn(() => 7), reset: jest.fn() };
    const container = document.createElement('div');
    const onToken = jest.fn();
    const mounted = mountBotCheck(container, { provider: 'recaptcha', siteKey: 'site-key' }, onToken);
    const script = document.head.querySelector('script');
    expect(script?.src).toContain('https://www.google.com/recaptcha/api.js');
    window.grecaptcha = grecaptcha;
    window.__accountRecaptchaLoaded?.();
    const widget = await mounted;

    const options = (grecaptcha.render.mock.calls[0] as unknown as [HTMLElement, { sitekey: string; callback: (t: string) => void }])[1];
    expect(options.sitekey).toBe('site-key');
    options.callback('google-token');
    expect(onToken).toHaveBeenLastCalledWith('google-token');
    widget.reset();
    expect(grecaptcha.reset).toHaveBeenCalledWith(7);
    expect(onToken).toHaveBeenLastCalledWith(null);
  });
});
