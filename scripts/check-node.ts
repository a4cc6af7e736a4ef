// Run before `npm start`, `npm test` and `npm run worker` (their pre-scripts): refuses an
// older Node.js with the version found and the version needed.
import { exitOnUnsupportedNode } from '../src/runtime/node-version.js';

exitOnUnsupportedNode();
