// Ambient types of what the rspack factory lets frontend code import.

/** Sass modules: rspack 2 exports class names as named exports (`import * as styles from './x.module.scss'`). */
declare module '*.module.scss' {
  const classNames: { readonly [className: string]: string };
  export = classNames;
}

declare module '*.scss';
declare module '*.css';

declare module '*.svg' {
  const url: string;
  export default url;
}
