// The built site's paths and settings live with the scripts (the bench reads them too, and
// scripts/ never import tests/); the e2e tests keep importing them from here.
export * from '../../scripts/lib/built-site.ts';
