import {afterAll} from 'vitest';
import {removeScratchFolders} from './scratchFolder';

// Vitest runs a setup file again before every test file, even where files share modules, so this
// hook ends each file rather than each worker.
afterAll(removeScratchFolders);
