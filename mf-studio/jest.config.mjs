import { createJestConfig } from '@valley/shared/build/jest';

export default createJestConfig();
