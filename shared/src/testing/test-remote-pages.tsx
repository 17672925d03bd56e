// Test helper of the remotes (jest only, never bundled): every route a remote owns in the route table has a
// page file that honours the page-module contract and renders from its loader's data.
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { PageModule } from '../page/page-module';
import { ROUTES, type RemoteName } from '../routes/route-table';

/** `./PluginListPage` → `plugin-list-page`, the same rule rspack.factory.mjs enforces on the exposes. */
export function pageFileName(moduleKey: string): string {
  return moduleKey.replace(/^\.\//, '').replace(/[A-Z]/g, (letter, index: number) => `${index === 0 ? '' : '-'}${letter.toLowerCase()}`);
}

/** @param importPage imports `src/pages/<file>.tsx` of the remote under test */
export function testRemotePages(remote: RemoteName, importPage: (file: string) => Promise<unknown>): void {
  const routes = ROUTES.filter((route) => route.remote === remote);

  describe(`pages of ${remote}`, () => {
    it('owns at least one route', () => {
      expect(routes.length).toBeGreaterThan(0);
    });

    it.each(routes.map((route) => [route.module, route] as const))('%s exports default and loader and renders from its data', async (_key, route) => {
      const module = (await importPage(pageFileName(route.module))) as PageModule;
      expect(typeof module.default).toBe('function');
      expect(typeof module.loader).toBe('function');

      const data = await module.loader({ params: {}, searchParams: new URLSearchParams() });
      const Page = module.default;
      render(
        <MemoryRouter>
          <Page data={data} />
        </MemoryRouter>,
      );
      expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    });
  });
}
