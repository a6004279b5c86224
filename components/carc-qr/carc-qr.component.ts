import { LitElement, css, html, svg } from 'lit';
import type encoder from 'qrcode-generator';

// the QR encoder (10 KB gzip) is downloaded with the first code to draw, not with the page
let qrcode: typeof encoder | null = null;
let loading: Promise<unknown> | null = null;
const loadQr = () =>
  (loading ??= import('qrcode-generator').then(
    (m) => (qrcode = m.default),
    () => (loading = null), // a failed download is tried again at the next update
  ));

/**
 * A QR code of a link, drawn as SVG (one path, so it stays crisp at any size).
 *
 * @csspart svg - the code
 * @cssproperty --carc-qr-dark - colour of the dark modules (default near black)
 * @cssproperty --carc-qr-light - background (default white: scanners need contrast, even in dark mode)
 */
export class CarcQr extends LitElement {
  static override styles = css`
    :host {
      display: inline-block;
      width: 160px;
    }
    svg {
      display: block;
      width: 100%;
      height: auto;
      border-radius: 8px;
    }
  `;
  static override properties = { value: {}, label: {} };

  declare value: string;
  declare label: string;

  constructor() {
    super();
    this.value = '';
    this.label = 'QR code of the game link';
  }

  /** Waits for the encoder before the first update with a code to draw (updateComplete waits too). */
  // biome-ignore lint/suspicious/noConfusingVoidType: Lit's own signature (no promise: update at once)
  protected override scheduleUpdate(): void | Promise<unknown> {
    if (qrcode || !this.value) return super.scheduleUpdate();
    return loadQr().then(() => super.scheduleUpdate());
  }

  override render() {
    if (!this.value || !qrcode) return html``;
    const qr = qrcode(0, 'M');
    qr.addData(this.value);
    qr.make();
    const n = qr.getModuleCount();
    let d = '';
    for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) if (qr.isDark(r, c)) d += `M${c + 2} ${r + 2}h1v1h-1z`;
    const size = n + 4;
    return html`<svg part="svg" viewBox="0 0 ${size} ${size}" role="img" aria-label=${this.label} shape-rendering="crispEdges">
      ${svg`<rect width=${size} height=${size} fill="var(--carc-qr-light, #fff)"/><path d=${d} fill="var(--carc-qr-dark, #111)"/>`}
    </svg>`;
  }
}
