import { describe } from 'vitest';
import { scheduleSlice } from './schedule-suite.js';

describe('random delivery schedules with adversaries (4/4)', () => scheduleSlice(3));
