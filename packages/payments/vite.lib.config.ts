import { libraryConfig } from '../../vite.lib.ts';

export default libraryConfig(import.meta.dirname);
