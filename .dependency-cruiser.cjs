/**
 * The dependency rule of ARCHITECTURE.md: domain ← application ← {infrastructure, ui};
 * main.tsx sees everything. Checked in npm test; a run that cruises 0 modules fails too
 * (scripts/check-layers.ts).
 */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'The domain imports only the domain (and dayjs).',
      severity: 'error',
      from: { path: '^src/domain/' },
      to: { pathNot: ['^src/domain/', 'node_modules/dayjs'] },
    },
    {
      name: 'application-sees-only-domain',
      severity: 'error',
      from: { path: '^src/application/' },
      to: { pathNot: ['^src/application/', '^src/domain/'] },
    },
    {
      name: 'ui-never-infrastructure',
      comment: 'The UI reaches adapters only through ports and the container (main.tsx wires them).',
      severity: 'error',
      from: { path: '^src/ui/' },
      to: { path: '^src/infrastructure/' },
    },
    {
      name: 'infrastructure-never-ui',
      severity: 'error',
      from: { path: '^src/infrastructure/' },
      to: { path: '^src/ui/' },
    },
    {
      name: 'only-main-sees-everything',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/main\\.tsx$' },
      to: { path: '^src/main\\.tsx$' },
    },
    {
      name: 'src-stands-alone',
      comment: 'The app never imports the mock bank, the features or the scripts.',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^(mock-server|features|scripts|bench)/' },
    },
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.test\\.tsx?$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.js', '.d.ts'] },
  },
};
