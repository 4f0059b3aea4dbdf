import {codeBlockAt, hasWordCharacter, type PageOutline} from '../shared/pageOutline';
import type {ResultPart} from '../shared/resultParts';
import type {PassageWindow} from './passageWindow';
import {readParts} from '../engine/excerpt';

/** What a passage says where it left a code block out, so the model knows the page shows one. */
export const CODE_BLOCK_MARK = '[code example on the page]';

/**
 * The text of a passage: the words of `window` from the loaded `parts`, with
 * the section's heading left out when the window starts on it (the passage's
 * title carries it), each code block (`PageOutline.codeBlocks`) replaced by
 * `CODE_BLOCK_MARK`, and the remaining runs of code (inline code, short
 * signatures) in backticks so the model reads them as code. Code runs end
 * at a word the index flags as prose, never at punctuation alone.
 */
export function passageText(
  parts: readonly ResultPart[],
  outline: PageOutline,
  window: PassageWindow,
  skipWords = 0,
): string {
  const {words, code, listing} = readParts(parts);
  const pieces: string[] = [];
  let inlineCode: string[] = [];
  const closeInlineCode = () => {
    if (inlineCode.length > 0) pieces.push(`\`${inlineCode.join(' ')}\``);
    inlineCode = [];
  };
  for (let location = window.start + skipWords; location < window.end; location += 1) {
    const block = codeBlockAt(outline, location);
    if (block) {
      closeInlineCode();
      pieces.push(CODE_BLOCK_MARK);
      location = block[1] - 1;
      continue;
    }
    const word = words.get(location);
    if (!word) continue;
    // A brace or an arrow between words of code belongs to the code.
    const isCode = code.has(location) || listing.has(location);
    if (isCode || (inlineCode.length > 0 && !hasWordCharacter(word))) {
      inlineCode.push(word);
    } else {
      closeInlineCode();
      pieces.push(word);
    }
  }
  closeInlineCode();
  return pieces.join(' ');
}
