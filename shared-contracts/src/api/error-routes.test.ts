import { MemoryStorage } from '../testing/fake-http';
import { consumeRateLimitReturnPath, errorPagePath, rememberRateLimitReturnPath } from './error-routes';
import { navigateTo, setNavigator } from './navigator';

describe('rate-limit return path', () => {
  it('is remembered and consumed once', () => {
    const storage = new MemoryStorage();
    rememberRateLimitReturnPath('/search?q=%EB%B6%80%EC%82%B0', storage);
    expect(consumeRateLimitReturnPath('/main', storage)).toBe('/search?q=%EB%B6%80%EC%82%B0');
    expect(consumeRateLimitReturnPath('/main', storage)).toBe('/main');
  });

  it('never returns to an external address or a transient page', () => {
    const storage = new MemoryStorage({ rateLimitReturnPath: '//evil.example/path' });
    expect(consumeRateLimitReturnPath('/main', storage)).toBe('/main');
    storage.setItem('rateLimitReturnPath', '/error/500');
    expect(consumeRateLimitReturnPath('/main', storage)).toBe('/main');
  });
});

it('builds error page paths with an encoded errid', () => {
  expect(errorPagePath(404)).toBe('/error/404');
  expect(errorPagePath(500, 'a b')).toBe('/error/500?errid=a%20b');
});

describe('navigator bridge', () => {
  afterEach(() => setNavigator(null));

  it('uses the registered router navigate', () => {
    const navigate = jest.fn();
    setNavigator(navigate);
    navigateTo('/error/404', { replace: true });
    expect(navigate).toHaveBeenCalledWith('/error/404', { replace: true });
  });
});
