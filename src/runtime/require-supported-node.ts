// Imported first by the process entry points: ES modules evaluate in import order, so an older
// Node.js is refused before any other module of the service runs.
import { exitOnUnsupportedNode } from './node-version.js';

exitOnUnsupportedNode();
