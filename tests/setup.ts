// DOM matchers (toBeInTheDocument, toHaveAccessibleName, …) for component tests; harmless in Node tests.
import '@testing-library/jest-dom/vitest';

// The app and the worker load each puzzle's code on first use; tests that make a Player or a
// SearchHost directly find every puzzle loaded, as the page finds the one it chose.
await import('../src/puzzles/all');
