import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * Table types for Kysely. Times are ISO 8601 UTC strings on both dialects (text columns), so
 * comparisons and ordering behave the same on SQLite and PostgreSQL. Booleans are 0/1 integers.
 */

export interface UsersTable {
  id: Generated<number>;
  name: string;
  avatar: Generated<string>;
  banner: Generated<string>;
  bio: Generated<string>;
  email: string | null;
  phone_number: string | null;
  password_hash: string;
  created_at: string;
}

export interface OrganizationsTable {
  id: Generated<number>;
  name: string;
  created_at: string;
}

export interface MembershipsTable {
  org_id: number;
  user_id: number;
  role: Generated<string>;
  created_at: string;
}

export interface SessionsTable {
  /** sha256 of the cookie token: a leaked table cannot be replayed as cookies. */
  id: string;
  user_id: number;
  created_at: string;
  expires_at: string;
}

export interface UserSettingsTable {
  user_id: number;
  color_schema: string;
  current_org: number;
  updated_at: string;
}

export interface LoginFailuresTable {
  id: Generated<number>;
  account: string;
  ip: string;
  created_at: string;
}

export interface ResourcesTable {
  id: Generated<number>;
  author_id: number;
  res_name: string;
  res_desc: Generated<string>;
  category: string;
  cover: string;
  file_path: Generated<string>;
  /** 'published' | 'withdrawn' */
  status: Generated<string>;
  favorite_count: Generated<number>;
  copy_count: Generated<number>;
  copy_success_count: Generated<number>;
  download_count: Generated<number>;
  view_count: Generated<number>;
  source_doc_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface ResourceTagsTable {
  resource_id: number;
  tag: string;
}

export interface ResourceImagesTable {
  id: Generated<number>;
  resource_id: number;
  path: string;
  sort: Generated<number>;
}

export interface PluginsTable {
  id: Generated<number>;
  author_id: number;
  plugin_name: string;
  plugin_cata: string;
  plugin_desc: Generated<string>;
  plugin_html: Generated<string>;
  cover: string;
  version: Generated<string>;
  contact: Generated<string>;
  status: Generated<string>;
  install_count: Generated<number>;
  favorite_count: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface PluginScreenshotsTable {
  id: Generated<number>;
  plugin_id: number;
  path: string;
  sort: Generated<number>;
}

export interface PluginInstallsTable {
  user_id: number;
  plugin_id: number;
  created_at: string;
}

export interface PluginMailOutboxTable {
  id: Generated<number>;
  plugin_id: number;
  user_id: number | null;
  contact: string;
  content: string;
  status: Generated<string>;
  created_at: string;
}

export interface ActivitiesTable {
  id: Generated<number>;
  /** 'community' | 'plugin' */
  kind: string;
  title: string;
  summary: Generated<string>;
  cover: string;
  banner: string;
  rules_html: Generated<string>;
  /** JSON array of {name, count, award} */
  prizes: Generated<string>;
  /** JSON array of {name, title, avatar} */
  judges: Generated<string>;
  submission_limit: Generated<number>;
  created_at: string;
}

export interface ActivityPhasesTable {
  id: Generated<number>;
  activity_id: number;
  name: string;
  start_time: string;
  end_time: string;
  sort: Generated<number>;
}

export interface ActivityWorksTable {
  id: Generated<number>;
  activity_id: number;
  resource_id: number;
  user_id: number;
  award: string | null;
  created_at: string;
}

export interface FavoritesTable {
  user_id: number;
  /** 1 resource, 2 plugin */
  res_type: number;
  res_id: number;
  created_at: string;
}

export interface DocumentsTable {
  id: Generated<number>;
  owner_id: number;
  org_id: Generated<number>;
  title: string;
  content: Generated<string>;
  source_resource_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface CopiesTable {
  id: Generated<number>;
  user_id: number;
  resource_id: number;
  document_id: number;
  org_id: Generated<number>;
  /** JSON object of utm_* fields */
  promotion: Generated<string>;
  created_at: string;
  success_at: string | null;
}

export interface ReportsTable {
  id: Generated<number>;
  user_id: number;
  res_type: number;
  res_id: number;
  reason: string;
  description: Generated<string>;
  contact: Generated<string>;
  /** JSON array of object keys */
  images: Generated<string>;
  status: Generated<string>;
  created_at: string;
}

export interface ExperimentFlagsTable {
  fname: string;
  /** 0 = the global value; otherwise the user it overrides for. */
  user_id: number;
  /** 'on' | 'off' | a variant name */
  value: string;
  updated_at: string;
}

export interface BadgeActionsTable {
  id: Generated<number>;
  user_id: number;
  action: string;
  created_at: string;
}

export interface AnalyticsEventsTable {
  id: Generated<number>;
  event: string;
  distinct_id: Generated<string>;
  user_id: number | null;
  /** JSON object */
  properties: Generated<string>;
  time: string;
  received_at: string;
}

export interface SupportMessagesTable {
  id: Generated<number>;
  user_id: number | null;
  contact: string;
  content: string;
  created_at: string;
}

export interface BannersTable {
  id: Generated<number>;
  /** 'community' | 'plugin' */
  kind: string;
  title: string;
  link: string;
  cover_hash: string;
  cover_ext: string;
  sort: Generated<number>;
}

export interface CmsAssetsTable {
  hash: string;
  ext: string;
  content_type: string;
  body: string;
}

export interface RemoteVersionsTable {
  remote: string;
  version: string;
  package_version: string;
  commit_sha: string;
  built_at: string;
  shared_deps: string;
  created_at: string;
  created_by: string;
}

export interface RemoteLiveTable {
  remote: string;
  version: string;
  updated_at: string;
  updated_by: string;
}

export interface RemoteHistoryTable {
  id: Generated<number>;
  remote: string;
  version: string;
  action: string;
  actor: string;
  at: string;
}

export interface Database {
  users: UsersTable;
  organizations: OrganizationsTable;
  memberships: MembershipsTable;
  sessions: SessionsTable;
  user_settings: UserSettingsTable;
  login_failures: LoginFailuresTable;
  resources: ResourcesTable;
  resource_tags: ResourceTagsTable;
  resource_images: ResourceImagesTable;
  plugins: PluginsTable;
  plugin_screenshots: PluginScreenshotsTable;
  plugin_installs: PluginInstallsTable;
  plugin_mail_outbox: PluginMailOutboxTable;
  activities: ActivitiesTable;
  activity_phases: ActivityPhasesTable;
  activity_works: ActivityWorksTable;
  favorites: FavoritesTable;
  documents: DocumentsTable;
  copies: CopiesTable;
  reports: ReportsTable;
  experiment_flags: ExperimentFlagsTable;
  badge_actions: BadgeActionsTable;
  analytics_events: AnalyticsEventsTable;
  support_messages: SupportMessagesTable;
  banners: BannersTable;
  cms_assets: CmsAssetsTable;
  remote_versions: RemoteVersionsTable;
  remote_live: RemoteLiveTable;
  remote_history: RemoteHistoryTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type ResourceRow = Selectable<ResourcesTable>;
export type NewResource = Insertable<ResourcesTable>;
export type PluginRow = Selectable<PluginsTable>;
export type NewPlugin = Insertable<PluginsTable>;
export type ActivityRow = Selectable<ActivitiesTable>;
export type UserSettingsUpdate = Updateable<UserSettingsTable>;
