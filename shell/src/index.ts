// The async boundary: federation negotiates the shared singletons (react, router, @community/shared)
// before any of them is evaluated, so the shell and every remote get the same instances.
void import('./bootstrap');
