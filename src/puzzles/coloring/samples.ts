/** Pairs of names as edge-list lines. */
function edgeList(comment: string, edges: readonly string[]): string {
	return [`# ${comment}`, ...edges].join('\n');
}

/**
 * Australia's mainland states and territories and Tasmania, the map of Russell and Norvig's
 * "Artificial Intelligence: A Modern Approach" (Figure 6.1), written as aima-python's csp.py
 * writes it: `SA: WA NT Q NSW V; NT: WA Q; NSW: Q V; T:` (aimacode/aima-python, australia_csp).
 * Tasmania borders nothing: a vertex alone on its line. Three colours give 18 colourings.
 */
export const AUSTRALIA = edgeList(
	"Australia's states and territories (AIMA, Figure 6.1): T is Tasmania, an island",
	['WA NT', 'WA SA', 'NT SA', 'NT Q', 'SA Q', 'SA NSW', 'SA V', 'Q NSW', 'NSW V', 'T']
);

/** K4: four vertices, each joined to the other three. Three colours cannot do it; four give 4! = 24 colourings. */
export const K4 = edgeList('K4: every two of four vertices joined', [
	'A B',
	'A C',
	'A D',
	'B C',
	'B D',
	'C D'
]);

/**
 * The Petersen graph: an outer five-cycle A..E, an inner five-pointed star F..J, and a spoke from
 * each outer vertex to the inner one under it. Its chromatic number is 3, with 120 colourings.
 */
export const PETERSEN = edgeList('The Petersen graph: outer cycle A-E, inner star F-J, spokes', [
	'A B',
	'B C',
	'C D',
	'D E',
	'E A',
	'A F',
	'B G',
	'C H',
	'D I',
	'E J',
	'F H',
	'H J',
	'J G',
	'G I',
	'I F'
]);

/**
 * South America's twelve countries and French Guiana, joined where they share a land border, as
 * GeoDataSource's Country Borders list gives them (github.com/geodatasource/country-borders,
 * CC BY-SA 4.0; tests/fixtures/map_south_america_geodatasource.csv holds its rows). Argentina,
 * Bolivia, Brazil and Paraguay all border one another, so three colours are not enough.
 */
export const SOUTH_AMERICA = edgeList(
	'South America, land borders from GeoDataSource Country Borders (CC BY-SA 4.0)',
	[
		'Argentina Bolivia',
		'Argentina Brazil',
		'Argentina Chile',
		'Argentina Paraguay',
		'Argentina Uruguay',
		'Bolivia Brazil',
		'Bolivia Chile',
		'Bolivia Paraguay',
		'Bolivia Peru',
		'Brazil Colombia',
		'Brazil French-Guiana',
		'Brazil Guyana',
		'Brazil Paraguay',
		'Brazil Peru',
		'Brazil Suriname',
		'Brazil Uruguay',
		'Brazil Venezuela',
		'Chile Peru',
		'Colombia Ecuador',
		'Colombia Peru',
		'Colombia Venezuela',
		'Ecuador Peru',
		'French-Guiana Suriname',
		'Guyana Suriname',
		'Guyana Venezuela'
	]
);
