import { createJestConfig } from './build/jest-config.mjs';

const config = createJestConfig();
// The apps' test helpers (testing/) have tests of their own.
export default { ...config, testMatch: [...config.testMatch, '<rootDir>/testing/*.test.cjs'] };
