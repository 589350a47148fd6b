// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isSkipWaitingRequest, takeOverOnRequest } from './update-on-request.ts';

/** The worker's skipWaiting, counting its calls. */
function fakeWorker() {
  const worker = {
    calls: 0,
    skipWaiting: async () => {
      worker.calls += 1;
    },
  };
  return worker;
}

describe('the update on request', () => {
  it("takes over when the page posts workbox-window's {type: 'SKIP_WAITING'}", () => {
    const worker = fakeWorker();
    takeOverOnRequest(worker, { type: 'SKIP_WAITING' });
    expect(worker.calls).toBe(1);
  });

  it('ignores every other message', () => {
    const worker = fakeWorker();
    for (const data of [null, undefined, 'SKIP_WAITING', { type: 'skip_waiting' }, { type: 'GET_VERSION' }, {}, []]) {
      expect(isSkipWaitingRequest(data)).toBe(false);
      takeOverOnRequest(worker, data);
    }
    expect(worker.calls).toBe(0);
  });
});
