import { type TabDetail, tabDescription } from '@acorduri/contracts';
import { useMemo } from 'react';
import { tabLabel } from '../../components/tabLinks';
import { type ChordTools, findChordsOnce } from '../../data/chordTools';
import { TAB_MESSAGES as M } from '../../messages';

/**
 * The tab page's description meta: 'Acorduri Artist - Titlu: ' and the first lyric lines, the chord lines found by
 * mf-chords' detector as the page shows them. Undefined while the text or the chord tools are loading; the lead
 * alone when the chords remote is down (no detector, so no way to leave the chord lines out).
 */
export function useTabDescription(
  tab: TabDetail,
  text: string | undefined,
  tools: ChordTools | null | undefined,
): string | undefined {
  return useMemo(() => {
    if (text === undefined || tools === undefined) return undefined;
    const lead = M.descriptionLead(tabLabel(tab));
    if (!tools) return tabDescription('', () => false, { lead });
    const chordLines = new Set(findChordsOnce(tools, text).occurrences.map((occurrence) => occurrence.line));
    return tabDescription(text, (_line, index) => chordLines.has(index), { lead });
  }, [tab, text, tools]);
}
