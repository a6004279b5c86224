/** WebKitGTK's MiniBrowser through W3C WebDriver under Xvfb: the shared suite of test/browsers/suite.ts. */
import { browserSuite } from './suite.js';

browserSuite('webkit');
