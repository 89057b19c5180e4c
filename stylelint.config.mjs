// stylelint for the site's CSS: the standard rules, with CSS modules' class names (camelCase) and
// :global(); `npm run lint` checks, it never rewrites files in `npm test`.
export default {
  extends: ['stylelint-config-standard', 'stylelint-config-css-modules'],
  ignoreFiles: ['build/**', '.docusaurus/**', 'node_modules/**'],
  rules: {
    // CSS modules name classes in camelCase (styles.codeBlock); global classes are kebab-case.
    'selector-class-pattern': [
      '^[a-z][a-zA-Z0-9]*$|^[a-z][a-z0-9]*(-[a-z0-9]+)*(__[a-z0-9-]+)?(--[a-z0-9-]+)?$',
      {resolveNestedSelectors: true},
    ],
    // `(max-width: …)`, as Infima writes its breakpoints: the range form is newer than some browsers the site serves.
    'media-feature-range-notation': 'prefix',
    // Font family names keep their capitals.
    'value-keyword-case': ['lower', {ignoreProperties: ['/font-family/'], camelCaseSvgKeywords: true}],
    // A component's rules are ordered by element and state, which reads better than by specificity.
    'no-descending-specificity': null,
  },
};
