import remoteErrorPlugin from './remote-error-plugin';
import { isRemoteLoadFailure } from './remote-load-failure';

type Hook = (args: { id: string; error: unknown; lifecycle: string }) => unknown;

describe('remoteErrorPlugin', () => {
  const hook = remoteErrorPlugin().errorLoadRemote as unknown as Hook;
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('turns a failed remote load into a failure marker instead of throwing', () => {
    const result = hook({ id: 'mf_support/routes', error: new Error('404'), lifecycle: 'onLoad' });
    expect(isRemoteLoadFailure(result)).toBe(true);
    expect(result).toMatchObject({ id: 'mf_support/routes', reason: '404' });
  });

  it('leaves the other lifecycles to the runtime', () => {
    for (const lifecycle of ['beforeRequest', 'afterResolve', 'beforeLoadShare']) {
      expect(hook({ id: 'x', error: new Error('e'), lifecycle })).toBeUndefined();
    }
  });
});
