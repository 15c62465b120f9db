// Module Federation names, the URL map and the shared-module policy live here once,
// so the shell and every remote agree on them.
const fs = require('node:fs');
const path = require('node:path');

const rootDir = path.resolve(__dirname, '..', '..');

/** Exact versions from the pnpm catalog: the single source of truth for versions. */
function readCatalog() {
  const text = fs.readFileSync(path.join(rootDir, 'pnpm-workspace.yaml'), 'utf8');
  const section = text.split(/^catalog:\s*$/m)[1] || '';
  const versions = {};
  for (const line of section.split('\n')) {
    const m = line.match(/^\s+'?([^':\s]+)'?:\s*([\w.-]+)\s*$/);
    if (m) versions[m[1]] = m[2];
    else if (line.trim() && !line.startsWith(' ')) break;
  }
  return versions;
}

function workspaceVersion(pkgDir) {
  return JSON.parse(fs.readFileSync(path.join(rootDir, pkgDir, 'package.json'), 'utf8')).version;
}

/**
 * Singletons shared between shell and remotes. Subpath keys ("react/") are needed because
 * the bare key does not cover react/jsx-runtime and friends. echarts is deliberately absent, and so is
 * @reduxjs/toolkit: the store and the one api live in shared-contracts (itself a singleton), so RTK
 * needs no sharing of its own and is tree-shaken inside shared-contracts instead of shipped whole
 * (docs/decisions/0005-lean-shared-modules.md).
 */
function sharedModules() {
  const catalog = readCatalog();
  const single = (version) => ({ singleton: true, eager: false, requiredVersion: `^${version}` });
  const routerVersion = catalog['react-router-dom'];
  return {
    react: single(catalog.react),
    'react/': single(catalog.react),
    'react-dom': single(catalog['react-dom']),
    'react-dom/': single(catalog['react-dom']),
    // One router instance, provided as a tree-shaken facade (see router-facade.js); code imports
    // 'react-router-dom' only (lint forbids importing 'react-router' directly).
    'react-router-dom': {
      ...single(routerVersion),
      import: path.join(__dirname, 'router-facade.js'),
      version: routerVersion,
    },
    'react-redux': single(catalog['react-redux']),
    'styled-components': single(catalog['styled-components']),
    'shared-contracts': single(workspaceVersion('shared-contracts')),
    'ui-kit': single(workspaceVersion('ui-kit')),
  };
}

/** Package folder → federation name and the base path its built files are served under. */
const remotes = [
  { pkg: 'mf-search', name: 'mf_search', devPort: 3001 },
  { pkg: 'mf-hotel', name: 'mf_hotel', devPort: 3002 },
  { pkg: 'mf-account', name: 'mf_account', devPort: 3003 },
  { pkg: 'mf-support', name: 'mf_support', devPort: 3004 },
  { pkg: 'mf-owner', name: 'mf_owner', devPort: 3005 },
  { pkg: 'mf-admin', name: 'mf_admin', devPort: 3006 },
];

const remoteBasePath = (pkg) => `/remotes/${pkg}/`;

module.exports = { rootDir, readCatalog, sharedModules, remotes, remoteBasePath };
