/** Thrown by {@link parsePromptSections} for a malformed sections file. */
export class PromptSectionsError extends Error {
  override readonly name = 'PromptSectionsError';
}

const HEADING = /^## @([A-Z][A-Z0-9_]*)\s*$/;

/**
 * Splits a prompt-sections markdown file into named sections. A section starts at a
 * `## @NAME` line (upper-case letters, digits, underscores) and runs to the next one; text before
 * the first heading is ignored. Section text is trimmed.
 *
 * @throws PromptSectionsError for a duplicate name, an empty section, or a `## @` line with a
 *   malformed name (with its line number).
 */
export function parsePromptSections(markdown: string): Readonly<Record<string, string>> {
  const sections: Record<string, string> = {};
  let current: { name: string; line: number; lines: string[] } | undefined;
  const close = () => {
    if (!current) return;
    const text = current.lines.join('\n').trim();
    if (text === '') {
      throw new PromptSectionsError(`Section @${current.name} (line ${current.line}) is empty.`);
    }
    sections[current.name] = text;
  };
  markdown.split(/\r?\n/).forEach((line, index) => {
    if (!line.startsWith('## @')) {
      current?.lines.push(line);
      return;
    }
    const match = HEADING.exec(line);
    if (!match) {
      throw new PromptSectionsError(
        `Line ${index + 1}: "${line}" is not a section heading; write "## @NAME" with upper-case letters, digits and underscores.`,
      );
    }
    close();
    const name = match[1]!;
    if (name in sections || current?.name === name) {
      throw new PromptSectionsError(`Line ${index + 1}: section @${name} is defined twice.`);
    }
    current = { name, line: index + 1, lines: [] };
  });
  close();
  return sections;
}
