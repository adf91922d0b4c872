/**
 * Import boundaries, enforced by the rules below:
 *   components/ui, lib, config, styles, i18n  <-  features  <-  routes, app
 * A feature never imports another feature; routes and app compose features.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'feature-to-other-feature',
      comment: 'A feature does not import another feature; compose them in routes/ or app/.',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/([^/]+)/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'feature-to-routes-or-app',
      severity: 'error',
      from: { path: '^src/features/' },
      to: { path: '^src/(routes|app)/' },
    },
    {
      name: 'shared-layers-stay-below-features',
      comment: 'ui, lib, config, styles and i18n must not reach up into features, routes or app.',
      severity: 'error',
      from: { path: '^src/(components|lib|config|styles|i18n)/' },
      to: { path: '^src/(features|routes|app)/' },
    },
    {
      name: 'client-does-not-import-server',
      severity: 'error',
      comment: 'Only the entry point may start the in-browser mock backend, and only in the msw build.',
      from: { path: '^src/', pathNot: '^src/main\\.tsx$' },
      to: { path: '^server/' },
    },
    {
      name: 'schemas-stay-in-the-checker',
      comment:
        'The page never evaluates the schema library or the schemas (the longest work of its start): ' +
        "only the checker's worker (src/lib/check) does, and the page names schemas with the refs of " +
        '@contract. Types may be imported from anywhere.',
      severity: 'error',
      from: {
        path: '^(src|contract)/',
        pathNot:
          '^(src/(lib/check/(check-worker|verdict|registry)|config/arktype)|contract/schemas/[a-z-]+)\\.ts$',
      },
      to: {
        path: '(^|/)node_modules/(arktype|@ark)/|^contract/schemas/(entities|endpoints|payments|account|orders|stored|index|lazy-schema|runtime-config)\\.ts$|^src/lib/check/(verdict|registry)\\.ts$',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: { path: '^(src|contract)/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(\\.test\\.tsx?$|routeTree\\.gen\\.ts$)' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};
