// Used only where Babel still runs (the SWC/Rspack pipeline of Docusaurus Faster ignores it).
module.exports = {
  presets: [require.resolve('@docusaurus/core/lib/babel/preset')],
};
