import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import nock from "nock";
import { afterAll, afterEach, beforeAll } from "vitest";

/** A 127.0.0.1 server that accepts requests and never answers (for timeouts). */
export async function silentServer(): Promise<{ url: string; requests: () => number; close: () => Promise<void> }> {
  let count = 0;
  const server: Server = createServer(() => {
    count++;
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests: () => count,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}


/**
 * For a provider test file: no network except 127.0.0.1 (nock answers the API), and the judge's
 * retry log lines and sleeps recorded, cleared after each test. Spread `judgeHooks` into the
 * provider's options.
 */
export function providerTestHarness(): {
  logs: string[];
  sleeps: number[];
  judgeHooks: { sleep: (ms: number) => Promise<void>; log: (line: string) => void };
} {
  const logs: string[] = [];
  const sleeps: number[] = [];
  beforeAll(() => {
    nock.disableNetConnect();
    nock.enableNetConnect("127.0.0.1");
  });
  afterEach(() => {
    nock.cleanAll();
    logs.length = 0;
    sleeps.length = 0;
  });
  afterAll(() => {
    nock.enableNetConnect();
  });
  return {
    logs,
    sleeps,
    judgeHooks: {
      sleep: (ms) => {
        sleeps.push(ms);
        return Promise.resolve();
      },
      log: (line) => logs.push(line),
    },
  };
}
