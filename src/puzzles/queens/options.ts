import { solutionsOption } from '../options';
import type { OptionSpec } from '../types';

/** The options of a queens search, for the page, the worker and the command line. */
export const queensOptions: readonly OptionSpec<'mode'>[] = [solutionsOption];
