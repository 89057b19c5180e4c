import {themes, type PrismTheme} from 'prism-react-renderer';

/** Colours of the GitHub light theme that fall below 4.5:1 on its background, and darker stand-ins. */
const darker: Record<string, string> = {
  '#999988': '#6a6a5a', // comments
  '#e3116c': '#c0105d', // strings
  '#d73a49': '#b62838', // functions
  '#00a4db': '#00789f', // attribute names
  '#36acaa': '#127a78', // numbers, constants
};

/** The light code theme: GitHub's, with every token colour readable (WCAG AA) on the code background. */
export const lightCodeTheme: PrismTheme = {
  ...themes.github,
  styles: themes.github.styles.map((s) => ({
    ...s,
    style: {...s.style, ...(s.style.color && darker[s.style.color.toLowerCase()] ? {color: darker[s.style.color.toLowerCase()]} : {})},
  })),
};

export const darkCodeTheme: PrismTheme = themes.vsDark;
