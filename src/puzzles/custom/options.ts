import { solutionsOption } from '../options';
import type { OptionSpec } from '../types';

/** The options of a student's problem, for the page, the worker and the command line. */
export const customOptions: readonly OptionSpec<'mode'>[] = [solutionsOption];
