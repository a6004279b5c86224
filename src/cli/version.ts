/**
 * The package's version for `carcassonne --version`, read from package.json at run time: the
 * nearest one above this module named carcassonne-p2p, so the same code finds it from the sources
 * (src/cli/) and from the bundle (dist-cli/), in a clone and in an installed package.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGE_NAME = 'carcassonne-p2p';

export function packageVersion(from = import.meta.url): string | undefined {
  let dir = dirname(fileURLToPath(from));
  for (;;) {
    const found = versionIn(join(dir, 'package.json'));
    if (found !== undefined) return found;
    const up = dirname(dir);
    if (up === dir) return undefined;
    dir = up;
  }
}

function versionIn(file: string): string | undefined {
  try {
    const pkg = JSON.parse(readFileSync(file, 'utf8'));
    return pkg?.name === PACKAGE_NAME && typeof pkg.version === 'string' ? pkg.version : undefined;
  } catch {
    return undefined;
  }
}
