export { loadPortone, PORTONE_SDK_URL, type PortoneCallbackResponse, windowResultFromCallback } from './sdk';
export { type PortoneWindowResult, waitForWindowResult, windowResultFromMessage } from './window-result';
