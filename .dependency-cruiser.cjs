/**
 * The dependency rule of ARCHITECTURE.md: domain ← application ← {infrastructure, ui};
 * start.tsx sees everything (main.tsx only starts it); the mock bank decides with its own code; no cycles anywhere.
 * Checked in npm test over src, mock-server, features, scripts and bench; a run that cruises
 * no module of one of them fails too (scripts/check-layers.ts).
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
      comment: 'The UI reaches adapters only through ports and the container (start.tsx wires them).',
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
      name: 'components-never-pages',
      comment: 'A shared component carries its own texts (src/ui/components/component-texts.ts) and state; pages use components, never the other way round.',
      severity: 'error',
      from: { path: '^src/ui/components/' },
      to: { path: '^src/ui/pages/' },
    },
    {
      name: 'only-main-sees-everything',
      comment: 'start.tsx wires the store; main.tsx (the entry) only loads it, in stages.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/main\\.tsx$' },
      to: { path: '^src/(main|start)\\.tsx$' },
    },
    {
      name: 'src-stands-alone',
      comment: 'The app never imports the mock bank, the features or the scripts.',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^(mock-server|features|scripts|bench)/' },
    },
    {
      name: 'mock-bank-decides-for-itself',
      comment: 'The mock bank shares only the spec\'s texts and the money type with the store (ARCHITECTURE.md): a store bug must meet a bank that disagrees.',
      severity: 'error',
      from: { path: '^mock-server/' },
      to: { path: '^src/', pathNot: ['^src/domain/errors/(form-)?messages\\.ts$', '^src/domain/money/money\\.ts$'] },
    },
    { name: 'no-circular', comment: 'In every cruised folder.', severity: 'error', from: {}, to: { circular: true } },
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
