// One Jest setup for every front-end package: jsdom, @swc/jest (ts-jest fails with TypeScript 7),
// CSS modules as identity maps, Swiper as its double (ESM only, and it measures layout jsdom lacks), Testing Library matchers.
import path from 'node:path';

const here = import.meta.dirname;

export function createJestConfig({ environment = 'jsdom' } = {}) {
  return {
    testEnvironment: environment,
    // A timeout catches a hung test, not a slow one: on two cores beside the journeys a typing test runs at a third of its usual speed,
    // and a whole page rendered on the server and hydrated twice takes seconds.
    testTimeout: 20_000,
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}', '<rootDir>/build/**/*.test.mjs'],
    transform: {
      '^.+\\.(t|j)sx?$|^.+\\.mjs$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // Puck's drag and drop (mf-studio) reaches @preact/signals-core, whose browser build is ESM in a .js file: compiled like ours.
    transformIgnorePatterns: ['/node_modules/(?!\\.pnpm/@preact\\+signals-core@)(?!@preact/signals-core/)'],
    moduleNameMapper: {
      '\\.css$': path.join(here, 'style-mock.cjs'),
      // Every slide rendered, every Swiper's options recorded: `swiperOptions`, `fakeSwiper` of '@valley/shared/ui/swiper.fixture'.
      '^swiper/react$': path.join(here, '../src/ui/swiper.fixture.tsx'),
      '^swiper/modules$': path.join(here, 'swiper-modules-mock.cjs'),
      '^swiper/css(/.*)?$': path.join(here, 'style-mock.cjs'),
    },
    setupFilesAfterEnv: [path.join(here, 'jest-setup.cjs')],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  };
}
