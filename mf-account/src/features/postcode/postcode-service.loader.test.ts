import { POSTCODE_LOAD_TIMEOUT_MS, POSTCODE_SCRIPT_URL } from 'shared-contracts/member-area';
import { answerPostcodeScript, failPostcodeScript, resetPostcodeService } from '../../testing/postcode-service-fake';
import { loadPostcodeService } from './postcode-service.loader';

const requested = () => document.head.querySelectorAll('script[data-postcode-service]');

afterEach(() => {
  jest.useRealTimers();
  resetPostcodeService();
});

describe('loadPostcodeService', () => {
  it("requests Kakao's script once and resolves the constructor it defines", async () => {
    const first = loadPostcodeService();
    const second = loadPostcodeService();
    expect(requested()).toHaveLength(1);
    expect((requested()[0] as HTMLScriptElement).src).toBe(POSTCODE_SCRIPT_URL);
    answerPostcodeScript();
    const Postcode = await first;
    expect(await second).toBe(Postcode);
    // Once loaded, the page's constructor is used without another request.
    expect(await loadPostcodeService()).toBe(Postcode);
    expect(requested()).toHaveLength(1);
  });

  it('accepts the older daum namespace', async () => {
    const loading = loadPostcodeService();
    const script = requested()[0]!;
    const Postcode = class {};
    (window as unknown as { daum: unknown }).daum = { Postcode };
    script.dispatchEvent(new Event('load'));
    await expect(loading).resolves.toBe(Postcode);
  });

  it('rejects when the script fails or defines nothing, and tries again on the next call', async () => {
    const failing = loadPostcodeService();
    failPostcodeScript();
    await expect(failing).rejects.toThrow('the script did not load');
    expect(requested()).toHaveLength(0);

    const empty = loadPostcodeService();
    requested()[0]!.dispatchEvent(new Event('load'));
    await expect(empty).rejects.toThrow('no Postcode constructor');

    const retried = loadPostcodeService();
    answerPostcodeScript();
    await expect(retried).resolves.toBeDefined();
  });

  it('gives up when the script has not arrived within the time limit', async () => {
    jest.useFakeTimers();
    const stalled = loadPostcodeService();
    jest.advanceTimersByTime(POSTCODE_LOAD_TIMEOUT_MS - 1);
    expect(requested()).toHaveLength(1);
    jest.advanceTimersByTime(1);
    await expect(stalled).rejects.toThrow('timed out');
    expect(requested()).toHaveLength(0);
  });
});
