export { type PortoneWindowResult, waitForWindowResult, windowResultFromMessage } from './window-result';
