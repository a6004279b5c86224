/**
 * The invite by hand's connection timing: a guest answers long before the host pastes the answer,
 * so the host's channel can open before its setRemoteDescription() settles. Such a channel must
 * stay up; one that never opens fails with a code once the host has the answer.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONNECT_MS, opened } from '../../src/sync/manual-invite.js';

class FakeConnection extends EventTarget {
  iceConnectionState: RTCIceConnectionState = 'new';
  closed = false;
  close() {
    this.closed = true;
  }
}

class FakeChannel extends EventTarget {
  readyState = 'connecting';
  open() {
    this.readyState = 'open';
    this.dispatchEvent(new Event('open'));
  }
}

/** the answer's setRemoteDescription(), settled by the test */
function answer() {
  let settle!: () => void;
  return { started: new Promise<void>((r) => (settle = r)), settle };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('inviting by hand: when the host connects', () => {
  it('a channel that opens before the answer is applied stays open past the connect timeout', async () => {
    const pc = new FakeConnection();
    const ch = new FakeChannel();
    const { started, settle } = answer();
    const result = opened(pc, Promise.resolve(ch), started, 'host');
    await vi.advanceTimersByTimeAsync(0);
    ch.open();
    expect(await result).toBe(ch);
    settle();
    await vi.advanceTimersByTimeAsync(CONNECT_MS * 2);
    expect(pc.closed).toBe(false);
  });

  it('a channel that never opens fails with sync/ice-failed once the answer has been waiting too long', async () => {
    const pc = new FakeConnection();
    const { started, settle } = answer();
    const result = opened(pc, Promise.resolve(new FakeChannel()), started, 'host');
    const failed = result.then(() => null, (e: { code: string; message: string }) => e);
    // no timeout while the host has not pasted an answer
    await vi.advanceTimersByTimeAsync(CONNECT_MS * 2);
    expect(pc.closed).toBe(false);
    settle();
    await vi.advanceTimersByTimeAsync(CONNECT_MS + 1);
    const error = await failed;
    expect(error?.code).toBe('sync/ice-failed');
    expect(error?.message).toMatch(/relay \(TURN\)/);
    expect(pc.closed).toBe(true);
  });

  it('an ICE failure on the host fails at once, and a late open changes nothing', async () => {
    const pc = new FakeConnection();
    const ch = new FakeChannel();
    const { started, settle } = answer();
    const failed = opened(pc, Promise.resolve(ch), started, 'host').then(() => null, (e: { code: string }) => e.code);
    settle();
    await vi.advanceTimersByTimeAsync(0);
    pc.iceConnectionState = 'failed';
    pc.dispatchEvent(new Event('iceconnectionstatechange'));
    expect(await failed).toBe('sync/ice-failed');
    ch.open();
    expect(pc.closed).toBe(true);
  });
});
