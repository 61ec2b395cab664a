// The bin: a deletion from the back office first copies what it removes there (`moveToBin`).
export { moveToBin } from './bin';
