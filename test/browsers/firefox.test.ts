/** Firefox ESR through WebDriver BiDi (puppeteer-core): the shared suite of test/browsers/suite.ts. */
import { browserSuite } from './suite.js';

browserSuite('firefox');
