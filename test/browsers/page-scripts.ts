/**
 * What the Firefox and WebKit tests run inside the app's page. Each function is sent as source, so
 * it uses nothing outside itself; `<carc-game>` is driven through its script API.
 */

interface CarcGameApi {
  host(o: { hotseat: true; seed?: string }): Promise<string>;
  sit(p: { name: string }): Promise<void>;
  start(): Promise<void>;
  legalMoves(): unknown[];
  play(m: unknown): Promise<void>;
  record(): { moves: unknown[] };
  state: { finished: boolean; turn: number; scores: number[] };
}

/** The welcome screen is up: its "Play on this device" button, found through the shadow roots. */
export function welcomeShown(): boolean {
  const buttons = (root: ParentNode): Element[] => [...root.querySelectorAll('*')].flatMap((el) => [...(el.tagName === 'BUTTON' ? [el] : []), ...(el.shadowRoot ? buttons(el.shadowRoot) : [])]);
  return buttons(document).some((b) => /Play on this device/.test(b.textContent ?? ''));
}

/** What the page kept of its errors (global-setup.ts's KEEP_ERRORS). */
export const pageErrors = () => (window as unknown as { carcErrors?: string[] }).carcErrors ?? ['the error keeper is missing'];

/**
 * A whole hot-seat game through the script API: `players` at this device, the deck shuffled by
 * `seed`, and on each turn the legal move at a fixed place in the list, so every browser that lists
 * the same moves plays the same game. Returns the record as the page's own JSON text (a
 * driver's transport may reorder an object's keys), and how many moves each turn offered.
 */
export async function playScriptedGame({ seed, players }: { seed: string; players: string[] }): Promise<{ record: string; offered: number[]; scores: number[] }> {
  const el = document.querySelector('carc-game') as unknown as CarcGameApi;
  await el.host({ hotseat: true, seed });
  for (const name of players) await el.sit({ name });
  await el.start();
  const offered: number[] = [];
  while (!el.state.finished) {
    const moves = el.legalMoves();
    if (!moves.length || offered.length > 80) throw new Error(`no legal move on turn ${el.state.turn}`);
    offered.push(moves.length);
    await el.play(moves[(offered.length * 7 + 3) % moves.length]);
  }
  return { record: JSON.stringify(el.record()), offered, scores: el.state.scores };
}

/**
 * This tab's key pair for `room` (a new room hosted here when null), the way an online game gets it:
 * room-keys.ts over IndexedDB, Web Locks and sessionStorage. Signs `message` with it, and says
 * whether the private key stored in IndexedDB is a CryptoKey that cannot be exported.
 */
export async function roomKeySignature({ room, message }: { room: string | null; message: string }): Promise<{ room: string; publicKey: string; signature: number[]; stored: string }> {
  // the app's own module, from the dev server (built by Function so the test runner leaves the import alone)
  const load = new Function('url', 'return import(url)') as (url: string) => Promise<typeof import('../../src/sync/room-keys.js')>;
  const { sessionIdentity } = await load('/src/sync/room-keys.ts');
  const { identity, room: named } = await sessionIdentity({ room });
  const signature = Array.from((await identity.sign(new TextEncoder().encode(message))) as Uint8Array);
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const open = indexedDB.open('carcassonne-identity');
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
  const keys = await new Promise<{ pair: CryptoKeyPair }[]>((resolve, reject) => {
    const get = db.transaction('room-keys').objectStore('room-keys').index('room').getAll(named);
    get.onsuccess = () => resolve(get.result);
    get.onerror = () => reject(get.error);
  });
  db.close();
  const stored = keys.map(({ pair: { privateKey: k } }) => `${k instanceof CryptoKey ? 'CryptoKey' : typeof k} ${k.algorithm.name} extractable=${k.extractable}`).join(', ');
  return { room: named, publicKey: identity.publicKey, signature, stored };
}

/** Waits in the page until its service worker is active, with none installing or waiting (a guard of 90 s). */
export async function untilWorkerSettled(): Promise<void> {
  for (const end = Date.now() + 90_000; Date.now() < end; await new Promise((r) => setTimeout(r, 100))) {
    const r = await navigator.serviceWorker.getRegistration();
    if (r?.active?.state === 'activated' && !r.installing && !r.waiting) return;
  }
  throw new Error('the service worker did not settle');
}
