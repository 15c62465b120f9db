export declare const FAKE_IDP_CLIENT_ID: string;
export declare const FAKE_IDP_CLIENT_SECRET: string;
export declare const KAKAO_PROFILE: { id: number; nickname: string; email: string };
export declare function fakeIdpEnv(idpPort: number): Record<string, string>;
export interface RunningFakeIdp {
  url: string;
  stop: () => Promise<void>;
}
export declare function startFakeIdp(opts: { port: number }): Promise<RunningFakeIdp>;
