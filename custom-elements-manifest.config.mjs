/**
 * The Custom Elements Manifest (dist-lib/custom-elements.json, package.json's `customElements`),
 * built by scripts/build-package.js with @custom-elements-manifest/analyzer from the components'
 * JSDoc (@fires, @csspart, @cssproperty) and their Lit properties. The tags come from the front
 * files (components/<name>/<name>.ts define them).
 */
export default {
  // the elements and the front files that define their tags; the helpers are not public
  globs: ['components/*/*.component.ts', 'components/carc-*/carc-*.ts', 'components/carc-game/order-picker.ts'],
  exclude: ['components/**/*.styles.ts'],
  outdir: 'dist-lib',
  litelement: true,
  plugins: [
    {
      name: 'carc-public-only',
      // `this.dispatchEvent(new CustomEvent(name, …))` in a helper is read as an event called `name`:
      // every event of ours is `carc-*`, as the JSDoc's @fires says
      packageLinkPhase({ customElementsManifest }) {
        for (const mod of customElementsManifest.modules) {
          // a module's path names what a page imports (the spec: JavaScript, not TypeScript): the
          // package's entry that defines the element; the .ts sources are not in the package
          mod.path = mod.path.startsWith('components/carc-board/') ? 'dist-lib/carc-board.js' : 'dist-lib/carc-game.js';
          for (const decl of mod.declarations ?? []) {
            if (decl.events) decl.events = decl.events.filter((e) => e.name?.startsWith('carc-'));
            // private and protected members are no page's business
            if (decl.members) decl.members = decl.members.filter((m) => !m.privacy || m.privacy === 'public');
          }
        }
      },
    },
  ],
};
