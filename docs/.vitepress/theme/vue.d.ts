// tsc reads .vue files through this declaration; VitePress (vite) compiles them.
declare module '*.vue' {
  import type { DefineComponent } from 'vue'

  const component: DefineComponent
  export default component
}
