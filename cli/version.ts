export { packageVersion } from '../platform/version.ts';
