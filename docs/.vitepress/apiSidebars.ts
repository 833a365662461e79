import type { DefaultTheme } from 'vitepress'

/**
 * One sidebar per package of the API reference (`/api/flows/` shows the flows' exports, with the
 * list of packages above): a single sidebar of every export would be written into each of the
 * reference's hundreds of pages.
 *
 * @example
 * sidebar: { ...apiSidebars(typedocSidebar), '/guide/': guideSidebar }
 */
export function apiSidebars(typedocSidebar: DefaultTheme.SidebarItem[]): Record<string, DefaultTheme.SidebarItem[]> {
  const packages: DefaultTheme.SidebarItem = {
    text: 'Packages',
    link: '/api/',
    items: typedocSidebar.map(({ text, link }) => ({ text, link })),
  }
  const sidebars: Record<string, DefaultTheme.SidebarItem[]> = { '/api/': [packages] }
  for (const module of typedocSidebar) {
    if (module.link === undefined) throw new Error(`the TypeDoc sidebar entry ${module.text} has no link`)
    sidebars[module.link] = [
      { ...packages, collapsed: true },
      {
        text: module.text,
        link: module.link,
        items: (module.items ?? []).map((group) => ({ ...group, collapsed: false })),
      },
    ]
  }
  return sidebars
}
