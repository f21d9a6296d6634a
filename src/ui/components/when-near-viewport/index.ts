export { NEAR_VIEWPORT_MARGIN, WhenNearViewport } from './when-near-viewport';
