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

/**
 * Two soft notes, about a third of a second. The audio context is made on the first call, which
 * the setting makes from the player's click (a preview), since browsers start audio only after one.
 */
export function playTurnTone(): void {
  const Ctx = globalThis.AudioContext ?? (globalThis as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Ctx) return;
  try {
    audio ??= new Ctx();
    void audio.resume().catch(() => {});
    const start = audio.currentTime + 0.02;
    [660, 880].forEach((freq, i) => {
      const t = start + i * 0.16;
      const osc = audio!.createOscillator();
      const gain = audio!.createGain();
      osc.frequency.value = freq;
      gain.gain.setValueAtTime(0.0001, t);
      gain.gain.exponentialRampToValueAtTime(0.18, t + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, t + 0.18);
      osc.connect(gain).connect(audio!.destination);
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
