export declare const repoRoot: string;
export declare function isPortFree(port: number): Promise<boolean>;
export declare function freePort(): Promise<number>;
export declare function assertBuilt(): void;
export interface RunningServer {
  url: string;
  dataDir: string;
  logFile: string;
  stop: () => Promise<void>;
}
export declare function startServer(opts: {
  port: number;
  logFile: string;
  timeoutMs?: number;
  env?: Record<string, string>;
}): Promise<RunningServer>;
