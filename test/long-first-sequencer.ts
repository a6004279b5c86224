/**
 * The order the Node suite starts its files in. Vitest runs the files that took longest last time
 * first, but a clean clone has no such record and goes by file size, largest first: the long
 * seeded runs live in tiny files (a line that picks a slice of the shared body), so they would
 * start last and end the suite alone on a worker. These go first, longest first (by a clean-clone
 * run's times); the rest follow in vitest's own order.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const LONG_FIRST = [
  'test/sync/schedules-1.',
  'test/sync/schedules-2.',
  'test/engine/occupancy-property-2.',
  'test/sync/schedules-3.',
  'test/engine/occupancy-property-4.',
  'test/engine/occupancy-property-1.',
  'test/sync/relay-path.',
  'test/engine/occupancy-property-3.',
  'test/sync/schedules-4.',
  'test/sync/session.',
  'test/cli/simulate-rules.',
];

export default class LongFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification) => {
      const i = LONG_FIRST.findIndex((name) => spec.moduleId.replaceAll('\\', '/').includes(name));
      return i < 0 ? LONG_FIRST.length : i;
    };
    // a stable sort: the rest keep vitest's order
    return sorted
      .map((spec, at) => ({ spec, at, rank: rank(spec) }))
      .sort((a, b) => a.rank - b.rank || a.at - b.at)
      .map(({ spec }) => spec);
  }
}
