/**
 * What the search tree loads when it is first used (tree-wake.ts): its pan and zoom (d3-zoom,
 * most of d3's weight) and its keys, in one chunk after the first screen.
 */
export { attachZoom } from './tree-zoom';
export * from './tree-keys';
