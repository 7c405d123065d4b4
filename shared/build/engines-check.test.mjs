import { enginesProblems, lockedNodeEngines, repositoryEnginesProblems } from './engines-check.mjs';

describe('dependencies and the declared Node versions', () => {
  it('every locked package runs on every Node version the root package.json declares', () => {
    expect(repositoryEnginesProblems()).toEqual([]);
  });

  it('names a package that needs a newer Node than the project declares', () => {
    const lockfile = [
      "lockfileVersion: '9.0'",
      'packages:',
      '  sanitize-html@2.18.1:',
      '    resolution: {integrity: sha512-x}',
      "    engines: {node: '>=22.12.0'}",
      '  jest@30.5.2:',
      '    engines: {node: ^18.14.0 || ^20.0.0 || ^22.0.0 || >=24.0.0}',
      "  '@img/sharp-win32-ia32@0.35.5':",
      '    cpu: [ia32]',
      '    engines: {node: ^20.9.0}',
      '  no-engines@1.0.0:',
      '    resolution: {integrity: sha512-y}',
    ].join('\n');
    const engines = lockedNodeEngines(lockfile);
    expect(Object.keys(engines)).toEqual(['sanitize-html@2.18.1', 'jest@30.5.2']);
    expect(enginesProblems('^20.19.0 || ^22.12.0 || >=24.0.0', engines)).toEqual([
      'sanitize-html@2.18.1 needs Node >=22.12.0, the project declares ^20.19.0 || ^22.12.0 || >=24.0.0',
    ]);
    // Node 21 and 23 (no long-term support) are left out of the declared range because jest leaves them out.
    expect(enginesProblems('>=20.19', engines)).toHaveLength(2);
  });
});
