import { List, Text } from '@mantine/core';
import type { ReactNode } from 'react';

type Block = { type: 'paragraph'; lines: string[] } | { type: 'list'; ordered: boolean; items: string[] };

const BULLET = /^\s*[-*•]\s+/;
const NUMBERED = /^\s*\d+[.)]\s+/;

/** Splits an answer into paragraphs and lists: blank lines separate paragraphs, `- ` and `1. ` lines make lists. */
export function toBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  for (const line of text.replace(/\r\n?/g, '\n').split('\n')) {
    const last = blocks.at(-1);
    const ordered = NUMBERED.test(line);
    if (BULLET.test(line) || ordered) {
      const item = line.replace(ordered ? NUMBERED : BULLET, '');
      if (last?.type === 'list' && last.ordered === ordered) last.items.push(item);
      else blocks.push({ type: 'list', ordered, items: [item] });
    } else if (line.trim() === '') {
      if (last?.type === 'paragraph' && last.lines.length > 0) blocks.push({ type: 'paragraph', lines: [] });
    } else if (last?.type === 'paragraph') last.lines.push(line);
    else blocks.push({ type: 'paragraph', lines: [line] });
  }
  return blocks.filter((block) => (block.type === 'paragraph' ? block.lines.length > 0 : true));
}

/** `**gras**` as <strong>, the rest as plain text (React escapes it: no HTML from the model is ever rendered). */
function inline(text: string): ReactNode[] {
  return text.split(/(\*\*[^*]+\*\*)/g).map((part, index) =>
    part.startsWith('**') && part.endsWith('**') && part.length > 4 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: static split of one string
      <strong key={index}>{part.slice(2, -2)}</strong>
    ) : (
      part
    ),
  );
}

/** An answer of Nova, markdown-ish: paragraphs with line breaks, bullet and numbered lists, bold. */
export function NovaText({ text }: { text: string }) {
  return (
    <>
      {toBlocks(text).map((block, index) =>
        block.type === 'list' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks have no identity beyond their order
          <List key={index} type={block.ordered ? 'ordered' : 'unordered'} size="sm" spacing={2} mb="xs" withPadding>
            {block.items.map((item, itemIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: same
              <List.Item key={itemIndex}>{inline(item)}</List.Item>
            ))}
          </List>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: same
          <Text key={index} size="sm" mb="xs" style={{ overflowWrap: 'anywhere' }}>
            {block.lines.map((line, lineIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: same
              <span key={lineIndex}>
                {lineIndex > 0 && <br />}
                {inline(line)}
              </span>
            ))}
          </Text>
        ),
      )}
    </>
  );
}
