/** Registers the site's own Prism grammars: Teal (`teal`, `tl`) and YueScript (`yue`, `yuescript`). */
import registerTeal from './teal';
import registerYueScript from './yuescript';
import type {PrismLike} from './types';

/** The code-fence languages these grammars add. */
export const doraLanguages = ['yue', 'teal'] as const;

/** Needs Prism's `lua` and `moonscript` grammars loaded first (`themeConfig.prism.additionalLanguages`). */
export function registerDoraLanguages(Prism: PrismLike): void {
  registerTeal(Prism);
  registerYueScript(Prism);
}
