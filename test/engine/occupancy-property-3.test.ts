/**
 * Occupancy, checked apart from the engine by a plain flood fill, over 10,000 random games of each
 * rules variant (part 3 of 4; see helpers/occupancy-check.ts).
 */
import { VARIANTS, describeOccupancy } from './helpers/occupancy-check.js';

describeOccupancy(VARIANTS.slice(9, 13));
