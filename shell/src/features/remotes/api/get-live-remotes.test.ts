import { parseLiveRemotes } from './get-live-remotes';

describe('parseLiveRemotes', () => {
  it('keeps well-formed entries of known remotes only', () => {
    expect(
      parseLiveRemotes({
        mf_plugins: { version: 'v1', entry: '/community/mf/mf-plugins/v1/web/mf-manifest.json' },
        mf_unknown: { version: 'v1', entry: '/x' },
        mf_profile: { version: 3, entry: '/y' },
        mf_activities: null,
      }),
    ).toEqual({ mf_plugins: { version: 'v1', entry: '/community/mf/mf-plugins/v1/web/mf-manifest.json' } });
  });

  it('treats anything but an object as no remotes', () => {
    expect(parseLiveRemotes(null)).toEqual({});
    expect(parseLiveRemotes('x')).toEqual({});
  });
});
