/**
 * The alerts a player asked for when their turn starts in a background tab: a system notification
 * (clicking it brings the tab back), a short tone made with WebAudio (no sound file to download),
 * and a vibration where the device has one. Only what the settings allow is called, by the game's
 * turn watch (components/carc-game/turn-watch.ts); the tab's title and icon are the page's
 * (src/app/turn-badge.ts).
 */

export type NotifyPermission = NotificationPermission | 'unsupported';

let shown: Notification | null = null;
let audio: AudioContext | null = null;

export function notifyPermission(): NotifyPermission {
  return typeof Notification === 'function' ? Notification.permission : 'unsupported';
}

/** Asks the browser for notifications (only from a click on the setting that explains why). */
export async function askNotifyPermission(): Promise<NotifyPermission> {
  if (typeof Notification !== 'function') return 'unsupported';
  if (Notification.permission !== 'default') return Notification.permission;
  try {
    return await Notification.requestPermission();
  } catch {
    return Notification.permission;
  }
}

/** Shows the turn's notification, replacing an earlier one; a click on it focuses this tab. */
export function showTurnNotification(title: string, body: string): void {
  if (notifyPermission() !== 'granted') return;
  closeTurnNotification();
  const icon = document.querySelector<HTMLLinkElement>('link[rel~="icon"]')?.href;
  const options: NotificationOptions = { body, tag: 'carc-turn', ...(icon ? { icon } : {}) };
  try {
    const n = new Notification(title, options);
    n.onclick = () => {
      window.focus();
      n.close();
    };
    shown = n;
  } catch {
    // Chrome on Android shows page notifications only through the service worker
    void navigator.serviceWorker
      ?.getRegistration()
      .then((r) => r?.showNotification(title, options))
      .catch(() => {});
  }
}

export function closeTurnNotification(): void {
  shown?.close();
  shown = null;
}

function audioContext(): AudioContext | null {
  const Ctx = globalThis.AudioContext ?? (globalThis as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Ctx) return null;
  audio ??= new Ctx();
  void audio.resume().catch(() => {});
  return audio;
}

/**
 * With the sound on, makes the audio context (silently) at the player's next tap or key on the
 * page, so that a tone can still play once the tab is in the background (after a reload, say).
 */
export function primeTurnTone(): void {
  if (audio) return;
  const prime = () => {
    try {
      audioContext();
    } catch {
      // no audio device
    }
  };
  for (const type of ['pointerdown', 'keydown']) document.addEventListener(type, prime, { once: true, capture: true });
}

/**
 * Two soft notes, about a third of a second. Browsers start audio only after a tap or a key: the
 * setting's preview (a click) or primeTurnTone made the audio context by then.
 */
export function playTurnTone(): void {
  try {
    const ctx = audioContext();
    if (!ctx) return;
    const start = ctx.currentTime + 0.02;
    [660, 880].forEach((freq, i) => {
      const t = start + i * 0.16;
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.frequency.value = freq;
      gain.gain.setValueAtTime(0.0001, t);
      gain.gain.exponentialRampToValueAtTime(0.18, t + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, t + 0.18);
      osc.connect(gain).connect(ctx.destination);
      osc.start(t);
      osc.stop(t + 0.2);
    });
  } catch {
    // no audio device: the other alerts still come
  }
}

/** Two short buzzes, where the device vibrates (phones; browsers may allow it only after a tap). */
export function vibrateForTurn(): void {
  try {
    navigator.vibrate?.([120, 80, 120]);
  } catch {
    // not allowed here
  }
}

/** A phone or tablet that can vibrate (desktop Chrome has navigator.vibrate too, with nothing to buzz). */
export const canVibrate = (): boolean => typeof navigator.vibrate === 'function' && typeof matchMedia === 'function' && matchMedia('(any-pointer: coarse)').matches;
