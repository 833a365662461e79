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
        items: (module.items ?? []).map((group) => ({
          ...group,
          collapsed: false,
          items: group.items?.map((item) => ({ ...item, text: breakableName(item.text ?? '') })),
        })),
      },
    ]
  }
  return sidebars
}

/**
 * An exported name the sidebar may wrap where its words meet (`Create<wbr>Non<wbr>Fungible…`):
 * a long name is one word to the browser, which would cut it at the sidebar's edge
 * (`CreateNonFungibleResourceErro…`). The sidebar renders its text as HTML; a name is letters,
 * digits and `_`, so nothing else in it is markup.
 *
 * @example
 * breakableName('CreateNonFungibleResourceErrorType') // 'Create<wbr>Non<wbr>Fungible<wbr>Resource<wbr>Error<wbr>Type'
 */
export function breakableName(name: string): string {
  return name.replace(/([a-z0-9])(?=[A-Z])|(_)(?=[A-Za-z0-9])/g, '$1$2<wbr>')
}
