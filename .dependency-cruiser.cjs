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
      from: { path: '^src/', pathNot: '^src/app/boot\\.tsx$' },
      to: { path: '^server/' },
    },
    {
      name: 'contract-stands-alone',
      comment:
        'The contract is what the client and the server share: it imports neither of them, so both can ' +
        'import it and the build can generate the validators from it alone.',
      severity: 'error',
      from: { path: '^contract/' },
      to: { path: '^(src|server)/' },
    },
    {
      name: 'page-checks-with-generated-validators',
      comment:
        'The page checks data with the validators generated at build time (@contract); the schema ' +
        "library and the schemas are the server's, the build's and the tests'. Types may be imported.",
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/app/boot\\.tsx$' },
      to: {
        path: '(^|/)node_modules/(arktype|@ark)/|^contract/schemas/',
        pathNot: '^contract/schemas/(countries|predicates|formats)\\.ts$',
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
