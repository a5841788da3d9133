// DOM matchers (toBeInTheDocument, toHaveAccessibleName, …) for component tests; harmless in Node tests.
import '@testing-library/jest-dom/vitest';
