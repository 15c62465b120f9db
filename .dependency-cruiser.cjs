// Dependency rules of ARCHITECTURE.md §2, enforced in `pnpm lint`.
const remote = '^mf-(search|hotel|account|support|owner|admin)/';

module.exports = {
  forbidden: [
    {
      name: 'remote-imports-only-contracts-and-ui-kit',
      comment:
        'A remote imports shared-contracts, ui-kit and third-party packages only: never another remote, the shell or the api. Cross-remote reuse goes through Module Federation.',
      severity: 'error',
      from: { path: '^(mf-[a-z]+)/src/' },
      to: { path: '^(shell|api|e2e|tooling|mf-[a-z]+)/', pathNot: ['^$1/', '^tooling/jest/'] },
    },
    {
      name: 'shell-imports-no-remote-source',
      comment: 'The shell reaches remotes only through the federation runtime.',
      severity: 'error',
      from: { path: '^shell/src/' },
      to: { path: '^(mf-[a-z]+|api|e2e)/' },
    },
    {
      name: 'api-imports-no-front-end',
      comment: 'The api imports shared-contracts (schemas) and nothing from the front end.',
      severity: 'error',
      from: { path: '^api/' },
      to: { path: '^(shell|ui-kit|e2e|mf-[a-z]+)/' },
    },
    {
      name: 'libraries-import-no-app',
      comment: 'shared-contracts and ui-kit import no app (ui-kit reads the contracts, e.g. the cancel dialog its endpoints; never the reverse).',
      severity: 'error',
      from: { path: '^(shared-contracts|ui-kit)/' },
      to: { path: '^(shell|api|e2e|mf-[a-z]+)/' },
    },
    {
      name: 'contracts-do-not-import-ui-kit',
      severity: 'error',
      from: { path: '^shared-contracts/' },
      to: { path: '^ui-kit/' },
    },
    {
      name: 'api-queries-only-in-repositories',
      comment:
        'API modules are routes → service → repository: only repositories (*.repository.ts) build queries. ' +
        'A service orchestrates, opens the transaction and passes it down, and applies the rules; a route validates and calls; ' +
        'a rule or helper file (cancellation-policy.ts, hotel-listing.ts, mailer.ts, server-secrets.ts, …) calls its repository. ' +
        'None of them imports drizzle-orm. The exceptions are infrastructure: api/src/db/** (schema, migrations, seed, the ' +
        'database setup and the test database), and what only tests run: *.test.ts, *.fixtures.ts, *-test-world.ts (the ' +
        "tests' shared worlds), api/src/testing/**, and search's *.reference*.ts (the naive search the drift tests compare " +
        'the real one with, reading the tables on its own so it stays an independent oracle). Rule api-test-support-only-in-tests keeps those out of the product.',
      severity: 'error',
      from: {
        path: '^api/src/',
        pathNot: [
          '[.]repository[.]ts$',
          '^api/src/db/',
          '^api/src/testing/',
          '[.](test|fixtures)[.]ts$',
          '-test-world[.]ts$',
          '^api/src/modules/search/[^/]+[.]reference(-reader)?[.]ts$',
        ],
      },
      to: { path: 'node_modules/.*drizzle-orm/' },
    },
    {
      name: 'api-test-support-only-in-tests',
      comment:
        'What api-queries-only-in-repositories lets query because only tests run it (fixtures, test worlds, api/src/testing/**, ' +
        "search's reference implementations) is imported by tests and by each other, never by product code.",
      severity: 'error',
      from: {
        path: '^api/src/',
        pathNot: [
          '^api/src/db/test-database[.]ts$',
          '^api/src/testing/',
          '[.](test|fixtures)[.]ts$',
          '-test-world[.]ts$',
          '^api/src/modules/search/[^/]+[.]reference(-reader)?[.]ts$',
        ],
      },
      to: { path: ['^api/src/testing/', '[.]fixtures[.]ts$', '-test-world[.]ts$', '^api/src/modules/search/[^/]+[.]reference(-reader)?[.]ts$'] },
    },
    {
      name: 'no-circular',
      comment: 'No import cycles anywhere.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-unresolvable',
      severity: 'error',
      from: { path: remote },
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Packages stay out of the graph, except drizzle-orm: the rule api-queries-only-in-repositories looks for it.
    exclude: { path: '(^|/)(dist|coverage)/|^(?!node_modules/[.]pnpm/drizzle-orm@).*node_modules/' },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    preserveSymlinks: false,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.cjs', '.mjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
