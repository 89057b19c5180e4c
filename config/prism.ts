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
    style: {
      ...s.style,
      ...(s.style.color && darker[s.style.color.toLowerCase()] ? {color: darker[s.style.color.toLowerCase()]} : {}),
    },
  })),
};

export const darkCodeTheme: PrismTheme = themes.vsDark;

type TokenStyle = Record<string, string | number>;

/** The properties prism-react-renderer themes set on tokens, and what a token without one shows. */
const tokenDefaults: Record<string, string> = {
  color: 'var(--code-color)',
  backgroundColor: 'transparent',
  fontStyle: 'normal',
  fontWeight: 'normal',
  textDecorationLine: 'none',
  opacity: '1',
};

/** A theme's style per token type, as prism-react-renderer merges it for one language (or for all). */
export function styleByType(theme: PrismTheme, language?: string): Record<string, TokenStyle> {
  const byType: Record<string, TokenStyle> = {};
  for (const entry of theme.styles) {
    if (entry.languages && !(language && entry.languages.includes(language as never))) continue;
    for (const type of entry.types) byType[type] = {...byType[type], ...(entry.style as TokenStyle)};
  }
  return byType;
}

export const kebab = (s: string) => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const cssVar = (scope: string, type: string, property: string) =>
  `--code-${scope ? `${scope}-` : ''}${type}-${kebab(property)}`;

/**
 * One code theme for both colour modes whose colours are CSS variables (`--code-*`), set per mode by
 * `codeThemeCss`, which also gives each block its plain colours (the theme would set them inline). The
 * server renders code the same in both modes, so code blocks need not render again after hydration to
 * switch colours (the stock theme does, with every code block on the page).
 */
function variableTheme(themes: Record<'light' | 'dark', PrismTheme>): {theme: PrismTheme; css: string} {
  const languages = [...new Set(Object.values(themes).flatMap((t) => t.styles.flatMap((s) => s.languages ?? [])))];
  const styles: PrismTheme['styles'] = [];
  const values: Record<'light' | 'dark', string[]> = {light: [], dark: []};
  for (const mode of ['light', 'dark'] as const) {
    values[mode].push(
      `--code-color: ${themes[mode].plain.color};`,
      `--code-background-color: ${themes[mode].plain.backgroundColor};`,
    );
  }
  const general = {light: styleByType(themes.light), dark: styleByType(themes.dark)};
  for (const scope of ['', ...languages]) {
    const perMode = scope ? {light: styleByType(themes.light, scope), dark: styleByType(themes.dark, scope)} : general;
    const types = [...new Set([...Object.keys(perMode.light), ...Object.keys(perMode.dark)])].sort();
    for (const type of types) {
      // A language only needs its own entry where it differs from the general one.
      if (
        scope &&
        (['light', 'dark'] as const).every((m) => JSON.stringify(perMode[m][type]) === JSON.stringify(general[m][type]))
      )
        continue;
      const properties = [
        ...new Set([...Object.keys(perMode.light[type] ?? {}), ...Object.keys(perMode.dark[type] ?? {})]),
      ];
      const style: TokenStyle = {};
      for (const property of properties) {
        const name = cssVar(scope, type, property);
        style[property] = `var(${name})`;
        for (const mode of ['light', 'dark'] as const)
          values[mode].push(`${name}: ${perMode[mode][type]?.[property] ?? tokenDefaults[property]};`);
      }
      styles.push({types: [type], ...(scope ? {languages: [scope as never]} : {}), style});
    }
  }
  const css = [
    ...(['light', 'dark'] as const).map((mode) => `[data-theme='${mode}'] {\n  ${values[mode].join('\n  ')}\n}`),
    // The block's own colours, the same on every block, from the style sheet: the theme would write them on each
    // block's container and <pre> as inline styles, which the browser parses and styles one element at a time.
    `.theme-code-block {\n  --prism-color: var(--code-color);\n  --prism-background-color: var(--code-background-color);\n}`,
    `.theme-code-block .prism-code {\n  color: var(--code-color);\n  background-color: var(--code-background-color);\n}`,
  ].join('\n\n');
  // No plain colours: the theme's container and <pre> then write no inline style (see the rules above).
  return {theme: {plain: {}, styles}, css};
}

const variable = variableTheme({light: lightCodeTheme, dark: darkCodeTheme});
/** The code theme of both modes; its colours come from `codeThemeCss`. */
export const codeTheme: PrismTheme = variable.theme;

/**
 * One CSS rule per entry of the code theme, in the theme's order: `.token.<type>`, or
 * `.language-<id> .token.<type>` for a language's own entry (more specific, and later, as the theme
 * merges it). Code highlighted at build time (mdx/prerender-code.ts) relies on these rules and
 * writes an inline style only where they would give a token a different look than the theme does.
 */
export const tokenRules = codeTheme.styles.flatMap(({types, languages, style}) =>
  types.flatMap((type) =>
    (languages ?? [undefined]).map((language) => ({
      type,
      language: language as string | undefined,
      style: style as Record<string, string>,
    })),
  ),
);

const tokenRulesCss = tokenRules
  .map(({type, language, style}) => {
    const declarations = Object.entries(style)
      .map(([property, value]) => `${kebab(property)}: ${value};`)
      .join(' ');
    return `${language ? `.language-${language} ` : ''}.token.${type} { ${declarations} }`;
  })
  .join('\n');

/** The CSS that gives the code theme its colours in light and dark mode (see plugins/prism-theme). */
export const codeThemeCss = `/* Written by config/prism.ts from the light and dark code themes. */\n${variable.css}\n\n${tokenRulesCss}\n`;
