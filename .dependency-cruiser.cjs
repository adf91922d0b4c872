/**
 * Import boundaries, enforced by the rules below:
 *   components/ui, lib, config, styles, i18n  <-  site  <-  session  <-  features  <-  routes, app
 * Site state (settings, license, site data) and session state (user, token, gate) are read by every
 * feature, so they sit below the features. A feature never imports another feature. A route file is
 * its screen: it and the parts beside it (routes/**\/-components) compose features. app/ is the
 * start, the providers, the router and the session machine; it reaches the screens only through the
 * router.
 * In server/, only the backend loads the demo seed. Nothing in contract/, src/ or server/ imports
 * itself through other files.
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
      comment: 'Features sit below the screens and the frame: they never import routes/ or app/.',
      severity: 'error',
      from: { path: '^src/features/' },
      to: { path: '^src/(routes|app)/' },
    },
    {
      name: 'app-reaches-screens-through-the-router',
      comment:
        'Screens and what they share live in routes/; app/ holds no screen, and only its router ' +
        '(the route tree and the default error page) imports routes/.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/(routes/|app/router\\.ts$)' },
      to: { path: '^src/routes/' },
    },
    {
      name: 'shared-layers-stay-below-features',
      comment:
        'ui, lib, config, styles and i18n must not reach up into site, session, features, routes or app.',
      severity: 'error',
      from: { path: '^src/(components|lib|config|styles|i18n)/' },
      to: { path: '^src/(site|session|features|routes|app)/' },
    },
    {
      name: 'session-stays-below-features',
      comment: 'Session state is read by every feature: it reaches no feature, route or app module.',
      severity: 'error',
      from: { path: '^src/session/' },
      to: { path: '^src/(features|routes|app)/' },
    },
    {
      name: 'site-stays-below-session',
      comment: "Site state is the tenant's, whoever is signed in: it reaches neither the session nor above.",
      severity: 'error',
      from: { path: '^src/site/' },
      to: { path: '^src/(session|features|routes|app)/' },
    },
    {
      name: 'client-does-not-import-server',
      severity: 'error',
      comment: 'Only the entry point may start the in-browser mock backend, and only in the msw build.',
      from: { path: '^src/', pathNot: '^src/start\\.tsx$' },
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
      from: { path: '^src/', pathNot: '^src/start\\.tsx$' },
      to: {
        path: '(^|/)node_modules/(arktype|@ark)/|^contract/schemas/',
        pathNot: '^contract/schemas/(countries|predicates|formats)\\.ts$',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: { path: '^(src|contract|server)/' },
      to: { circular: true },
    },
    {
      name: 'only-the-backend-loads-the-demo',
      comment:
        'The store and the API hold no demo data: the backend loads the demo tenant (seedDemo) when it ' +
        'is made and after every reset, so nothing else reads the seed.',
      severity: 'error',
      from: { path: '^server/', pathNot: '^server/api/(backend|index|seed|seed-volume)\\.ts$' },
      to: { path: '^server/api/seed(-volume)?\\.ts$' },
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
