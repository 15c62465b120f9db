import { captureTokenFromUrl } from './capture-token';

describe('captureTokenFromUrl', () => {
  it('takes #token= and removes the fragment', () => {
    expect(captureTokenFromUrl('http://localhost:8080/main#token=abc.def.ghi')).toEqual({
      token: 'abc.def.ghi',
      cleanedUrl: 'http://localhost:8080/main',
    });
  });

  it('takes #access_token= and keeps other fragment parameters', () => {
    expect(captureTokenFromUrl('https://hotel.example/main?x=1#access_token=t1&state=s')).toEqual({
      token: 't1',
      cleanedUrl: 'https://hotel.example/main?x=1#state=s',
    });
  });

  it('takes ?token= and keeps the rest of the query', () => {
    expect(captureTokenFromUrl('/main?token=q1&region=%EC%84%9C%EC%9A%B8')).toEqual({
      token: 'q1',
      cleanedUrl: '/main?region=%EC%84%9C%EC%9A%B8',
    });
  });

  it('prefers the fragment and removes both copies', () => {
    expect(captureTokenFromUrl('/main?token=fromQuery#token=fromHash')).toEqual({
      token: 'fromHash',
      cleanedUrl: '/main',
    });
  });

  it('leaves addresses without a token untouched, including plain anchors', () => {
    expect(captureTokenFromUrl('/support/faq#section-2')).toEqual({ token: null, cleanedUrl: '/support/faq#section-2' });
    expect(captureTokenFromUrl('http://localhost/main')).toEqual({ token: null, cleanedUrl: 'http://localhost/main' });
  });

  it('removes an empty token parameter without reporting a token', () => {
    expect(captureTokenFromUrl('/main?token=')).toEqual({ token: null, cleanedUrl: '/main' });
  });
});
